import type { Kysely } from 'kysely';
import type { CursorQuery } from '#contracts/common';
import { fullName } from '#contracts/people';
import type {
  ProviderReview,
  ProviderReviewPage,
  PublicProviderProfile,
} from '#contracts/providers';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import { badgesFor } from '../badges/badges';
import type { PhonesService } from '../phones/phones.service';
import { profileImagePath } from './profile.service';
import * as repo from './providers.repo';
import { createProvidersService } from './providers.service';

const providerNotFound = () => notFound('providers.errors.notFound');

/** What a client may see of a provider: name, city, rating, services, reviews. No birth date, no contact data. */
export function createPublicProfileService(
  db: Kysely<Database>,
  phones: Pick<PhonesService, 'withVerifiedPhone'>,
) {
  const providers = createProvidersService(db);

  /** The provider's profile, its city in `language`; 404 unless active and not suspended. */
  async function activeProvider(spId: number, language: Language = 'en') {
    const row = await repo.findProfile(db, spId, language);
    if (row?.status !== 'active' || !row.not_suspended) throw providerNotFound();
    return row;
  }

  return {
    async profile(spId: number, language: Language): Promise<PublicProviderProfile> {
      const row = await activeProvider(spId, language);
      const [rating, verified, badges] = await Promise.all([
        providers.rating(spId),
        phones.withVerifiedPhone([spId]),
        badgesFor(db, [spId]),
      ]);
      return {
        sp_id: row.sp_id,
        fullname: fullName(row.first_name, row.last_name),
        firstName: row.first_name,
        lastName: row.last_name,
        city: row.city_name,
        city_name: row.city_name,
        averageRating: rating.average,
        reviewCount: rating.count,
        profileImage: row.profile_image ? profileImagePath(row.sp_id) : null,
        memberSince: row.created_at.toISOString().slice(0, 10),
        phone_verified: verified.has(spId),
        badges: badges.get(spId) ?? [],
      };
    },

    async services(spId: number, language: Language) {
      await activeProvider(spId);
      return repo.listOfferedServices(db, spId, language);
    },

    /** A provider's reviews, newest first, a page at a time: to clients, and to itself. */
    async reviews(
      actor: Actor,
      spId: number,
      query: CursorQuery,
      language: Language,
    ): Promise<ProviderReviewPage> {
      if (actor.role === 'serviceproviders' && actor.id !== spId)
        throw forbidden('providers.errors.ownReviewsOnly');
      await activeProvider(spId);
      const afterId = decodeCursor(query.cursor, ['number'] as const)?.[0];
      const rows = await repo.reviewsOf(db, spId, afterId, query.limit + 1, language);
      return pageOf(
        rows,
        query.limit,
        (r) => [r.request_id],
        (r): ProviderReview => ({
          ...r,
          review_date: r.review_date.toISOString(),
          reply_date: r.reply_date ? r.reply_date.toISOString() : null,
        }),
      );
    },
  };
}

export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
