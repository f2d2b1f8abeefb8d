import type { Kysely } from 'kysely';
import type { SearchPage, SearchQuery } from '#contracts/search';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import * as repo from './search.repo';
import { type HitKey, isAfter, rankHits } from './search-ranking';
import { normalizeSearchText, searchWords } from './search-text';

/**
 * The bounds of one search (decision 0082): a synonym counts from this trigram similarity
 * ("nalkay" ~ "nalka"), a service from this score, and the providers are those found by name
 * and the best rated of the best few services, at most this many from each: search is a way
 * in; the directory lists everyone.
 */
export const SEARCH_LIMITS = {
  synonymSimilarity: 0.5,
  minScore: 0.5,
  services: 20,
  servicesWithProviders: 5,
  providersPerSource: 50,
  /** A synonym's words count this much of a word typed. */
  synonymWeight: 0.95,
};

const KEY_SHAPE = ['number', 'number', 'number', 'number'] as const;

export function createSearchService(db: Kysely<Database>) {
  return {
    async search(input: SearchQuery, language: Language): Promise<SearchPage> {
      const after = decodeCursor(input.cursor, KEY_SHAPE) as HitKey | undefined;
      const normalized = normalizeSearchText(input.q);
      if (normalized === '') return { items: [], nextCursor: null };
      const L = SEARCH_LIMITS;
      const words = searchWords(normalized);
      // A synonym may be of one word, or of the whole query ("water tank").
      const lookups = words.length > 1 ? [...words, normalized] : words;
      const [services, byName] = await Promise.all([
        repo.matchServices(db, words, lookups, language, L),
        repo.providersByName(db, normalized, language, L.providersPerSource),
      ]);
      const best = services.slice(0, L.servicesWithProviders);
      const found = await repo.providersOfServices(
        db,
        best.map((s) => s.service_id),
        language,
        L.providersPerSource,
      );
      const ofServices = best.map((service) => ({
        service,
        providers: found.filter((p) => p.service_id === service.service_id),
      }));
      const ranked = rankHits(services, byName, ofServices);
      const rest = after ? ranked.filter((h) => isAfter(h.key, after)) : ranked;
      const page = rest.slice(0, input.limit);
      const last = page.at(-1);
      return {
        items: page.map((h) => h.hit),
        nextCursor: rest.length > input.limit && last ? encodeCursor(last.key) : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
