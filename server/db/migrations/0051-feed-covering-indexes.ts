import { type Kysely, sql } from 'kysely';

/**
 * The feed's indexes carry what the feed filters each request by (its client, and whether it
 * is another provider's direct request in its window), so the feed and its capped count read
 * the index alone instead of one table page per request: at 1M requests the count of a busy
 * city's feed read ~900 table pages (bench:growth, decision 0074's feed rows).
 */
const FILTERED = sql`include (client_id, direct_provider_id, keep_direct, direct_until)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index service_requests_feed`.execute(db);
  await sql`create index service_requests_feed
    on service_requests (city_id, service_id, request_date desc, request_id desc) ${FILTERED}
    where status = 'pending' and sp_id is null`.execute(db);
  await sql`drop index service_requests_feed_by_slot`.execute(db);
  await sql`create index service_requests_feed_by_slot
    on service_requests (city_id, service_id, slot_start)
    include (request_date, request_id, client_id, direct_provider_id, keep_direct, direct_until)
    where status = 'pending' and sp_id is null and slot_start is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index service_requests_feed`.execute(db);
  await sql`create index service_requests_feed
    on service_requests (city_id, service_id, request_date desc, request_id desc)
    where status = 'pending' and sp_id is null`.execute(db);
  await sql`drop index service_requests_feed_by_slot`.execute(db);
  await sql`create index service_requests_feed_by_slot
    on service_requests (city_id, service_id, slot_start)
    where status = 'pending' and sp_id is null and slot_start is not null`.execute(db);
}
