import { z } from 'zod';
import { gender } from '#contracts/auth';
import { EmailChangeMessages, MAX_IMAGE_BYTES, profileUpdateFields } from '#contracts/providers';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen profile image cannot be sent, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_IMAGE_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return `This image is ${mb} MB; the limit is ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}

/** The shared update fields, with the city as a Select's string and an optional image. */
export const profileEditForm = profileUpdateFields.extend({
  city_id: z.string({ error: 'City is required.' }).min(1, 'City is required.'),
  gender: z.enum(gender.options, { error: 'Gender is required.' }),
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
      message: EmailChangeMessages.passwordNeeded,
      // Checked with the other fields, not only once they are all valid.
      when: () => true,
    },
  );
}
