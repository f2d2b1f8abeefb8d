import { type Kysely, sql } from 'kysely';

/**
 * Search (decision 0082): trigram similarity from `pg_trgm` (PGlite loads it at open,
 * `server/db/pglite-extensions.ts`), the admin's synonyms, and a trigram index on the
 * providers' names: GiST, which hands out the nearest names first (a common first name is
 * thousands of providers; GIN would score and sort them all), with 128-byte signatures, as
 * names are short and the default 12 bytes let most of 200k through to the table. The services are a catalog of
 * some hundreds and are read whole.
 */
const STARTING_SYNONYMS: [term: string, expansion: string][] = [
  ['plumber', 'plumbing leak pipe'],
  ['nalka', 'tap leak plumbing'],
  ['نلکا', 'tap leak plumbing'],
  ['tonti', 'tap leak plumbing'],
  ['geyser', 'water heater'],
  ['گیزر', 'water heater'],
  ['ac', 'air conditioner'],
  ['bijli', 'electrical wiring'],
  ['electrician', 'electrical wiring'],
  ['pankha', 'ceiling fan'],
  ['پنکھا', 'ceiling fan'],
  ['carpenter', 'carpentry wood'],
  ['tarkhan', 'carpentry wood'],
  ['safai', 'cleaning'],
  ['rang', 'painting'],
  ['gari', 'car automotive'],
  ['mechanic', 'automotive car'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create table search_synonyms (
    synonym_id serial primary key,
    term text not null unique,
    expansion text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  for (const [term, expansion] of STARTING_SYNONYMS) {
    await sql`insert into search_synonyms (term, expansion) values (${term}, ${expansion})`.execute(
      db,
    );
  }
  // The expression `search.repo.ts` matches a name against, lower-cased once here.
  await sql`create index service_providers_name_trgm on service_providers
    using gist (lower(first_name || ' ' || last_name) gist_trgm_ops(siglen = 128))
    where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index service_providers_name_trgm`.execute(db);
  await sql`drop table search_synonyms`.execute(db);
}
