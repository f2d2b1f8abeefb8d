import { type Kysely, sql } from 'kysely';

/**
 * What the reference data (cities, categories, services) was last seeded from: a hash of its
 * content. A start whose seed hashes the same skips seeding (decision 0110).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reference_seeds (
    name text primary key,
    content_hash text not null,
    seeded_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table reference_seeds`.execute(db);
}
