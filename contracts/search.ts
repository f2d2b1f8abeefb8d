import { z } from 'zod';
import { cursorPage, cursorQuery, idString, requiredLine } from './common';
import { SEARCH_QUERY_MAX } from './search-numbers';

export { SEARCH_QUERY_MAX } from './search-numbers';

/**
 * Search (issue 30 item 4, decision 0082): `GET /api/search?q=` finds services and providers
 * from English, Urdu or Roman Urdu words, misspelt ones too, and the admin's synonyms; the
 * best matches first, a page at a time with the one cursor contract.
 */
export const searchQuery = cursorQuery.extend({
  q: requiredLine('providers.search.validation.queryRequired', SEARCH_QUERY_MAX),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const serviceHit = z.object({
  kind: z.literal('service'),
  service_id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  category_name: z.string(),
});

/** What anyone may see of a provider, as the directory shows it. */
export const providerHit = z.object({
  kind: z.literal('provider'),
  sp_id: z.number().int(),
  fullname: z.string(),
  city: z.string(),
  /** One decimal; null before the first rating. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The service that matched, in the reader's language; null when the name matched. */
  matched_service: z.string().nullable(),
});

export const searchHit = z.discriminatedUnion('kind', [serviceHit, providerHit]);
export type SearchHit = z.infer<typeof searchHit>;
export const searchPage = cursorPage(searchHit);
export type SearchPage = z.infer<typeof searchPage>;

export const SYNONYM_TERM_MAX = 40;
export const SYNONYM_EXPANSION_MAX = 120;

/** One of the admin's synonyms: a search for `term` also finds what `expansion` finds. */
export const searchSynonym = z.object({
  synonym_id: z.number().int(),
  term: z.string(),
  expansion: z.string(),
});
export type SearchSynonym = z.infer<typeof searchSynonym>;
export const searchSynonymPage = cursorPage(searchSynonym);
export type SearchSynonymPage = z.infer<typeof searchSynonymPage>;

export const searchSynonymInput = z.object({
  term: requiredLine('providers.search.validation.termRequired', SYNONYM_TERM_MAX),
  expansion: requiredLine('providers.search.validation.expansionRequired', SYNONYM_EXPANSION_MAX),
});
export type SearchSynonymInput = z.output<typeof searchSynonymInput>;

export const synonymIdParams = z.object({ synonymId: idString });
