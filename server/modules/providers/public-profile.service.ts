import type { Kysely } from 'kysely';
import type { ProviderReview, PublicProviderProfile } from '../../../contracts/providers';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { profileImagePath } from './profile.service';
import * as repo from './providers.repo';
import { createProvidersService } from './providers.service';

const providerNotFound = () => notFound('Provider not found.');

/** What a client may see of a provider: name, city, rating, services, reviews. No birth date, no contact data. */
export function createPublicProfileService(db: Kysely<Database>) {
  const providers = createProvidersService(db);

  async function activeProvider(spId: number) {
    const row = await repo.findProfile(db, spId);
    if (row?.status !== 'active') throw providerNotFound();
    return row;
  }

  return {
    async profile(spId: number): Promise<PublicProviderProfile> {
      const row = await activeProvider(spId);
      const rating = await providers.rating(spId);
      return {
        sp_id: row.sp_id,
        fullname: `${row.first_name} ${row.last_name}`,
        city: row.city_name,
        averageRating: rating.average,
        reviewCount: rating.count,
        profileImage: row.profile_image ? profileImagePath(row.sp_id) : null,
        memberSince: row.created_at.toISOString().slice(0, 10),
      };
    },

    async services(spId: number) {
      await activeProvider(spId);
      return repo.listOfferedServices(db, spId);
    },

    async reviews(spId: number): Promise<ProviderReview[]> {
      await activeProvider(spId);
      const rows = await repo.reviewsOf(db, spId);
      return rows.map((r) => ({
        ...r,
        review_date: r.review_date.toISOString(),
        reply_date: r.reply_date ? r.reply_date.toISOString() : null,
      }));
    },
  };
}

export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
