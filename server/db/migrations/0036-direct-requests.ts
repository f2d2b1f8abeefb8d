import { type Kysely, sql } from 'kysely';

/**
 * Direct requests (issue 28 item 1, decision 0065): a request a client addressed to one
 * provider from its public page. `direct_provider_id` names that provider; until
 * `direct_until` no other provider's feed shows it. After that it joins the feed of every
 * matching provider unless the client chose `keep_direct`. `direct_opens_at` is the moment the
 * other providers are to be told it joined their feed (the held-requests job takes it, once);
 * null when nothing is left to tell (not direct, kept direct, or told).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_requests
    add column direct_provider_id integer references service_providers (sp_id),
    add column direct_until timestamptz,
    add column keep_direct boolean not null default false,
    add column direct_opens_at timestamptz`.execute(db);
  await sql`alter table service_requests add constraint service_requests_direct_window
    check ((direct_provider_id is null) = (direct_until is null))`.execute(db);
  // The job reads the few requests whose window is still to open, never the others.
  await sql`create index service_requests_direct_opens on service_requests (direct_opens_at)
    where direct_opens_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index service_requests_direct_opens`.execute(db);
  await sql`alter table service_requests drop constraint service_requests_direct_window`.execute(
    db,
  );
  await sql`alter table service_requests
    drop column direct_provider_id, drop column direct_until, drop column keep_direct,
    drop column direct_opens_at`.execute(db);
}
