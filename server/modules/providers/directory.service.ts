import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fullName } from '#contracts/people';
import type {
  DirectoryPage,
  DirectoryProvider,
  DirectoryQuery,
  ProviderCount,
} from '#contracts/provider-directory';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { badRequest, notFound } from '../../lib/errors';
import { badgesFor } from '../badges/badges';
import type { PhonesService } from '../phones/phones.service';
import * as repo from './directory.repo';
import type { ProfileService } from './profile.service';
import * as providersRepo from './providers.repo';

/** A photo's version: changes when the provider uploads another (its stored name changes). */
const photoVersion = (storedName: string) =>
  createHash('sha256').update(storedName).digest('hex').slice(0, 12);

export const publicPhotoPath = (spId: number, storedName: string) =>
  `/providers/${spId}/photo?v=${photoVersion(storedName)}`;

/** How long a browser or shared cache keeps a photo: long for a versioned address, else briefly. */
const PHOTO_CACHE = { versioned: 'public, max-age=86400', other: 'public, max-age=60' };

/**
 * The public provider directory (decision 0032): who offers what where, best rated or busiest
 * first, with the public photo of each. Nothing here needs a session, so nothing here shows
 * contact data.
 */
export function createDirectoryService(
  db: Kysely<Database>,
  profiles: Pick<ProfileService, 'image'>,
  phones: Pick<PhonesService, 'withVerifiedPhone'>,
) {
  return {
    /** A page of the directory; cities, services and categories named in `language`. */
    async list(query: DirectoryQuery, language: Language = 'en'): Promise<DirectoryPage> {
      const cursor = decodeCursor(query.cursor, ['string', 'number', 'number', 'number'] as const);
      // A cursor of the other order would start the page at a meaningless place.
      if (cursor && cursor[0] !== query.sort) throw badRequest('providers.errors.cursorInvalid');
      const after: repo.DirectoryKey | undefined = cursor && [cursor[1], cursor[2], cursor[3]];
      const filter = {
        cityId: query.city_id,
        categoryId: query.category_id,
        serviceId: query.service_id,
      };
      const rows = await repo.directoryPage(db, filter, query.sort, after, query.limit + 1);
      const shown = rows.slice(0, query.limit).map((r) => r.sp_id);
      // The badge: one read of the page's providers by key, as current as the page itself.
      const [offered, verified, cities, badges] = await Promise.all([
        repo.offeredNow(db, shown, language),
        phones.withVerifiedPhone(shown),
        repo.cityNames(db, [...new Set(rows.map((r) => r.city_id))], language),
        badgesFor(db, shown),
      ]);
      const [first, second] = repo.DIRECTORY_ORDER[query.sort];
      return pageOf(
        rows,
        query.limit,
        (r) => [query.sort, r[first], r[second], r.sp_id],
        (r): DirectoryProvider => ({
          sp_id: r.sp_id,
          fullname: fullName(r.first_name, r.last_name),
          city: cities.get(r.city_id) ?? r.city,
          averageRating: r.rating_count > 0 ? r.rating_tenths / 10 : null,
          reviewCount: r.rating_count,
          completedJobs: r.completed_jobs,
          photo: r.profile_image ? publicPhotoPath(r.sp_id, r.profile_image) : null,
          phone_verified: verified.has(r.sp_id),
          badges: badges.get(r.sp_id) ?? [],
          services: offered
            .filter((s) => s.sp_id === r.sp_id)
            .map(({ service_id, service_name, category_name }) => ({
              service_id,
              service_name,
              category_name,
            })),
        }),
      );
    },

    async count(cityId: number, serviceId: number): Promise<ProviderCount> {
      return { count: await repo.countOffering(db, cityId, serviceId) };
    },

    /**
     * The photo of a provider the directory lists, for anyone: the directory shows it to
     * visitors. Other private files (and the photos of providers it does not list) stay behind
     * their signed-in routes.
     */
    async photo(spId: number, version: string | undefined) {
      const row = await providersRepo.findProfile(db, spId, 'en');
      const shown = row?.profile_image && (await repo.isListed(db, spId));
      if (!shown || !row?.profile_image) throw notFound('providers.errors.noPhoto');
      const current = version === photoVersion(row.profile_image);
      return {
        ...(await profiles.image(spId)),
        cacheControl: current ? PHOTO_CACHE.versioned : PHOTO_CACHE.other,
      };
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
