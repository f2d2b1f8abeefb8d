import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A page of the synonyms, newest first, after the synonym `afterId`. */
export function synonymPage(db: Db, afterId: number | undefined, limit: number) {
  let query = db
    .selectFrom('search_synonyms')
    .select(['synonym_id', 'term', 'expansion'])
    .orderBy('synonym_id', 'desc')
    .limit(limit + 1);
  if (afterId !== undefined) query = query.where('synonym_id', '<', afterId);
  return query.execute();
}

/** The new synonym, or undefined when its term is taught already. */
export function addSynonym(db: Db, term: string, expansion: string) {
  return db
    .insertInto('search_synonyms')
    .values({ term, expansion })
    .onConflict((oc) => oc.column('term').doNothing())
    .returning(['synonym_id', 'term', 'expansion'])
    .executeTakeFirst();
}

export function removeSynonym(db: Db, synonymId: number) {
  return db
    .deleteFrom('search_synonyms')
    .where('synonym_id', '=', synonymId)
    .returning(['synonym_id', 'term', 'expansion'])
    .executeTakeFirst();
}
