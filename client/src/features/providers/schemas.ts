import { z } from 'zod';
import { gender } from '#contracts/auth';
import { MAX_IMAGE_BYTES, profileUpdateFields } from '#contracts/providers';
import { text } from '#lib/i18n';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen profile image cannot be sent, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return text('providers.validation.imageType');
  if (file.size > MAX_IMAGE_BYTES) {
    return text('providers.validation.imageTooLarge', {
      size: (file.size / 1024 / 1024).toFixed(1),
      limit: MAX_IMAGE_BYTES / 1024 / 1024,
    });
  }
  return null;
}

/** The shared update fields, with the city as a Select's string and an optional image. */
export const profileEditForm = profileUpdateFields.extend({
  city_id: z
    .string({ error: 'auth.validation.cityRequired' })
    .min(1, 'auth.validation.cityRequired'),
  gender: z.enum(gender.options, { error: 'auth.validation.genderRequired' }),
  profileImage: z
    .instanceof(File)
    .nullable()
    .superRefine((file, ctx) => {
      const problem = file && imageFileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type ProfileEditForm = z.input<typeof profileEditForm>;
export type ProfileEditValues = z.output<typeof profileEditForm>;

/** Whether the email as typed differs from the saved one (emails are stored lowercased). */
export function emailChanged(typed: unknown, saved: string): boolean {
  return typeof typed === 'string' && typed.trim().toLowerCase() !== saved.toLowerCase();
}

/** The edit form of a profile saved with `savedEmail`: a new email needs the current password. */
export function profileEditFormFor(savedEmail: string) {
  return profileEditForm.refine(
    (values) => !emailChanged(values.email, savedEmail) || !!values.current_password,
    {
      path: ['current_password'],
      message: 'auth.emailChange.passwordNeeded',
      // Checked with the other fields, not only once they are all valid.
      when: () => true,
    },
  );
}
