import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export type Fingerprint = Record<string, string>;

/**
 * The tables of the public schema, and a hash of every row of each, by table: what the hostile
 * input tests compare to tell that a refused call changed nothing.
 */
export async function tableFingerprints(db: Kysely<Database>) {
  const tables = (
    await sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db)
  ).rows.map((r) => r.table_name);
  const query = sql.raw(
    tables
      .map(
        (name) => `select '${name}' as name,
          md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as hash from "${name}" x`,
      )
      .join(' union all '),
  );
  return {
    tables,
    async fingerprint(): Promise<Fingerprint> {
      const { rows } = await sql<{ name: string; hash: string }>`${query}`.execute(db);
      return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
    },
  };
}

export const changedTables = (a: Fingerprint, b: Fingerprint) =>
  Object.keys(a).filter((name) => a[name] !== b[name]);
