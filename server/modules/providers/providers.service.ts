import type { Kysely, Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import * as repo from './providers.repo';

/** One decimal, as the spec shows it; null before the first rating. */
export const roundRating = (average: number | null) =>
  average === null ? null : Math.round(average * 10) / 10;

/**
 * What other modules may read of a provider (orders' history panel, billing's invoice
 * header), and the profile registration writes: they call this instead of importing the
 * providers repo, so `service_providers` has one writer.
 */
export function createProvidersService(db: Kysely<Database>) {
  return {
    /** For registration (auth), inside its transaction: the new account's provider profile. */
    addProfile: (trx: Transaction<Database>, profile: repo.NewProviderProfile) =>
      repo.insertProviderProfile(trx, profile),

    /**
     * The provider's profile row (with its city named in `language`, and its account's email
     * and language); undefined when unknown.
     */
    find: (spId: number, language: Language) => repo.findProfile(db, spId, language),

    /** The average rating, rounded as shown (null before the first), and how many there are. */
    async rating(spId: number): Promise<{ average: number | null; count: number }> {
      const { average, count } = await repo.ratingOf(db, spId);
      return { average: roundRating(average), count };
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
