import { type Kysely, sql } from 'kysely';

/**
 * A private calendar feed per account (issue 29 item 6, decision 0079): phone calendars
 * subscribe to a URL whose token is its only credential. Only the token's hash is kept; making
 * a new link revokes the old one, so one account has at most one live feed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table calendar_feeds (
    feed_id serial primary key,
    account_id integer not null references accounts (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create unique index calendar_feeds_one_live on calendar_feeds (account_id)
    where revoked_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table calendar_feeds`.execute(db);
}
