import type { Generated } from 'kysely';

/** A word the admin taught search (decision 0082): a search for `term` also looks for `expansion`. */
export interface SearchSynonymsTable {
  synonym_id: Generated<number>;
  /** Lower-case, single-spaced, as `normalizeSearchText` writes it. */
  term: string;
  expansion: string;
  created_at: Generated<Date>;
}
