import { type Kysely, sql } from 'kysely';

/**
 * Favourites (decision 0081): a client saves providers to hire again. One row per client and
 * provider; the client's list reads newest first by the second index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table favourites (
    client_id integer not null references accounts(id) on delete cascade,
    sp_id integer not null references accounts(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (client_id, sp_id)
  )`.execute(db);
  await sql`create index favourites_newest on favourites (client_id, created_at desc, sp_id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table favourites`.execute(db);
}
