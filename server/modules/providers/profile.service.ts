import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AuthResponses } from '../../../contracts/auth';
import { ErrorCode } from '../../../contracts/errors';
import type { ProviderProfile, profileUpdateFields } from '../../../contracts/providers';
import type { Database } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { fileKinds } from '../../lib/file-signature';
import type { FileStore } from '../../lib/file-store';
import type { UploadedFile } from '../../lib/multipart';
import { cityExists } from '../auth/auth.repo';
import { ratingOf } from '../orders/summary.repo';
import { roundRating } from '../orders/summary.service';
import * as repo from './providers.repo';

export const PROFILE_IMAGE_AREA = 'profile';
export const profileImagePath = (spId: number) => `/service-provider/image/${spId}`;

type ProfileUpdate = z.output<typeof profileUpdateFields>;

/** A provider's own profile: reading, editing, and the profile image. */
export function createProfileService(
  db: Kysely<Database>,
  files: FileStore,
  log: FastifyBaseLogger,
) {
  async function profile(spId: number): Promise<ProviderProfile> {
    const row = await repo.findProfile(db, spId);
    if (!row) throw notFound('Provider not found.');
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
      averageRating: roundRating((await ratingOf(db, spId)).average),
      profileImage: row.profile_image ? profileImagePath(row.sp_id) : null,
    };
  }

  return {
    profile,

    async update(spId: number, input: ProfileUpdate, image: UploadedFile | undefined) {
      if (!(await repo.findProfile(db, spId))) throw notFound('Provider not found.');
      if (!(await cityExists(db, input.city_id)))
        throw badRequest('Please choose a city from the list.');
      if (await repo.emailUsedByOther(db, input.email, spId)) {
        throw new AppError(ErrorCode.emailTaken, 409, AuthResponses.emailExists, {
          message: AuthResponses.emailExists,
        });
      }
      const newImage = image
        ? await files.savePrivate(PROFILE_IMAGE_AREA, fileKinds[image.kind].ext, image.bytes)
        : undefined;
      let replaced: string | null = null;
      try {
        replaced = await db.transaction().execute(async (trx) => {
          // Locked, so two uploads at once each replace the image the other did not.
          const before = await repo.lockProfileImage(trx, spId);
          await repo.updateEmail(trx, spId, input.email);
          await repo.updateProfile(trx, spId, {
            first_name: input.firstName,
            last_name: input.lastName,
            phone: input.phone,
            address: input.address,
            city_id: input.city_id,
            gender: input.gender,
            dob: input.dob,
            ...(newImage ? { profile_image: newImage } : {}),
          });
          return newImage ? before : null;
        });
      } catch (err) {
        if (newImage) await files.removePrivate(PROFILE_IMAGE_AREA, newImage);
        if ((err as { code?: string }).code === '23505') {
          throw new AppError(ErrorCode.emailTaken, 409, AuthResponses.emailExists, {
            message: AuthResponses.emailExists,
          });
        }
        throw err;
      }
      if (replaced) {
        await files.removePrivate(PROFILE_IMAGE_AREA, replaced).catch((err: unknown) => {
          log.warn({ err }, 'could not remove a replaced profile image');
        });
      }
      return profile(spId);
    },

    /** The image bytes and type of a provider's profile picture. */
    async image(spId: number): Promise<{ bytes: Buffer; mime: string }> {
      const row = await repo.findProfile(db, spId);
      if (!row?.profile_image) throw notFound('No profile image.');
      const bytes = await files.readPrivate(PROFILE_IMAGE_AREA, row.profile_image);
      const ext = row.profile_image.split('.').pop();
      const kind = Object.values(fileKinds).find((k) => k.ext === ext);
      return { bytes, mime: kind?.mime ?? 'application/octet-stream' };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
