import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  ProfileUpdateResponse,
  ProviderProfile,
  profileUpdateFields,
} from '#contracts/providers';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { fileKinds } from '../../lib/file-signature';
import type { FileStore } from '../../lib/file-store';
import type { UploadedFile } from '../../lib/multipart';
import type { EmailChangeService, PendingEmailChange } from '../auth/email-change.service';
import type { CatalogService } from '../catalog/catalog.service';
import { cityChangeableAt, cityChangeCutoff, cityChangeTooSoon } from './city-change';
import * as repo from './providers.repo';
import { createProvidersService } from './providers.service';

export const PROFILE_IMAGE_AREA = 'profile';
export const profileImagePath = (spId: number) => `/service-provider/image/${spId}`;

type ProfileUpdate = z.output<typeof profileUpdateFields>;

/**
 * A provider's own profile: reading, editing, and the profile image. A new email is not
 * saved here: it needs the current password and waits for the new address to confirm it.
 */
export function createProfileService(
  db: Kysely<Database>,
  files: FileStore,
  log: FastifyBaseLogger,
  emailChanges: EmailChangeService,
  catalog: Pick<CatalogService, 'cityExists'>,
  clock: Clock,
) {
  const providers = createProvidersService(db);

  /** The provider's own profile, its city named in `language`. */
  async function profile(spId: number, language: Language): Promise<ProviderProfile> {
    const row = await repo.findProfile(db, spId, language);
    if (!row) throw notFound('providers.errors.notFound');
    return {
      sp_id: row.sp_id,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      address: row.address,
      city_id: row.city_id,
      city_name: row.city_name,
      gender: row.gender,
      dob: row.dob,
      email: row.email,
      averageRating: (await providers.rating(spId)).average,
      profileImage: row.profile_image ? profileImagePath(row.sp_id) : null,
      cityChangeableAt: cityChangeableAt(row.city_changed_at, clock())?.getTime() ?? null,
    };
  }

  return {
    profile,

    async update(
      spId: number,
      input: ProfileUpdate,
      image: UploadedFile | undefined,
      caller: { address: string },
      language: Language,
    ): Promise<ProfileUpdateResponse> {
      const current = await repo.findProfile(db, spId, language);
      if (!current) throw notFound('providers.errors.notFound');
      if (!(await catalog.cityExists(input.city_id)))
        throw badRequest('providers.errors.chooseCity');
      const movesCity = input.city_id !== current.city_id;
      // Checked before the email change mails its link; checked again, atomically, in the write.
      if (movesCity) {
        const until = cityChangeableAt(current.city_changed_at, clock());
        if (until) throw cityChangeTooSoon(until, clock());
      }
      // Emails are stored lowercased, as the contract gives them. Password, free address and
      // the mailed link come first: when any fails, nothing in this request is applied.
      const pending: PendingEmailChange | null =
        input.email === current.email.toLowerCase()
          ? null
          : await emailChanges.prepare(spId, input.email, input.current_password, caller);
      const newImage = image
        ? await files.savePrivate(PROFILE_IMAGE_AREA, fileKinds[image.kind].ext, image.bytes)
        : undefined;
      let replaced: string | null = null;
      try {
        replaced = await db.transaction().execute(async (trx) => {
          // Locked, so two uploads at once each replace the image the other did not.
          const before = await repo.lockProfileImage(trx, spId);
          if (pending) await emailChanges.store(trx, pending);
          if (movesCity) {
            // Another save moved the city since the check above: it counts as the change.
            const now = clock();
            if (!(await repo.moveCity(trx, spId, input.city_id, now, cityChangeCutoff(now))))
              throw cityChangeTooSoon(cityChangeableAt(now, now) ?? now, now);
          }
          await repo.updateProfile(trx, spId, {
            first_name: input.firstName,
            last_name: input.lastName,
            phone: input.phone,
            address: input.address,
            gender: input.gender,
            dob: input.dob,
            ...(newImage ? { profile_image: newImage } : {}),
          });
          return newImage ? before : null;
        });
      } catch (err) {
        if (newImage) await files.removePrivate(PROFILE_IMAGE_AREA, newImage);
        throw err;
      }
      if (movesCity) {
        log.info(
          { spId, fromCityId: current.city_id, toCityId: input.city_id },
          'provider changed city',
        );
      }
      if (replaced) {
        await files.removePrivate(PROFILE_IMAGE_AREA, replaced).catch((err: unknown) => {
          log.warn({ err }, 'could not remove a replaced profile image');
        });
      }
      if (!pending) return profile(spId, language);
      await emailChanges.notifyOldAddress(pending);
      return { ...(await profile(spId, language)), emailConfirmationSentTo: pending.newEmail };
    },

    /** The image bytes and type of a provider's profile picture. */
    async image(spId: number): Promise<{ bytes: Buffer; mime: string }> {
      const row = await repo.findProfile(db, spId, 'en');
      if (!row?.profile_image) throw notFound('providers.errors.noImage');
      const bytes = await files.readPrivate(PROFILE_IMAGE_AREA, row.profile_image);
      const ext = row.profile_image.split('.').pop();
      const kind = Object.values(fileKinds).find((k) => k.ext === ext);
      return { bytes, mime: kind?.mime ?? 'application/octet-stream' };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
