/**
 * Secondary indexes are dropped before the load and built again after it, from their own
 * definitions: one sorted build instead of millions of random inserts. Primary keys, unique
 * and partial unique indexes, foreign keys and checks stay in place, so every row is checked
 * as it is written.
 */
import { sql } from 'kysely';
import type { Db, Step } from './step';

type IndexDef = { name: string; def: string };

async function secondaryIndexes(db: Db): Promise<IndexDef[]> {
  const res = await sql<IndexDef>`select c.relname as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not i.indisunique and not i.indisprimary
    order by c.relname`.execute(db);
  return res.rows;
}

/** Drops the secondary indexes; the step returned builds them again. */
export async function dropSecondaryIndexes(db: Db): Promise<Step> {
  const saved = await secondaryIndexes(db);
  for (const { name } of saved) await sql`drop index ${sql.id('public', name)}`.execute(db);
  return {
    table: `(${saved.length} secondary indexes)`,
    async run(db) {
      for (const { def } of saved) await sql.raw(def).execute(db);
      const now = JSON.stringify(await secondaryIndexes(db));
      if (now !== JSON.stringify(saved)) throw new Error('secondary indexes differ after rebuild');
      return undefined;
    },
  };
}
