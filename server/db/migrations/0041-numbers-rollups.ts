import { type Kysely, sql } from 'kysely';

/**
 * The admin's Numbers read rollups, never the requests (decision 0070): kept by the `numbers`
 * job, which recomputes the days that can still change and, on its first run, all history.
 *
 * - numbers_cells: per Asia/Karachi day x city x service: requests filed, filled (an offer
 *   accepted within 48 h), offered within 48 h and the histogram of minutes to the first offer
 *   (contracts/numbers.ts FIRST_OFFER_EDGES), orders accepted that day and their value.
 * - numbers_days: the same per day for all cities and services, with the fees billed (invoices
 *   created) and collected (invoices paid) that day: what the admin's period reads.
 * - numbers_supply: per city x service, the active providers offering it and the requests of
 *   the last 7, 30 and 90 days.
 * - numbers_snapshot: one row, when the rollups were computed and the overdue invoices then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table numbers_cells (
    day date not null,
    city_id integer not null,
    service_id integer not null,
    requests integer not null,
    filled_48h integer not null,
    offered_48h integer not null,
    first_offer_buckets integer[] not null,
    accepted_orders integer not null,
    accepted_value_minor bigint not null,
    primary key (day, city_id, service_id)
  )`.execute(db);
  await sql`create table numbers_days (
    day date primary key,
    requests integer not null,
    filled_48h integer not null,
    offered_48h integer not null,
    first_offer_buckets integer[] not null,
    accepted_orders integer not null,
    accepted_value_minor bigint not null,
    fees_billed_minor bigint not null,
    fees_collected_minor bigint not null
  )`.execute(db);
  await sql`create table numbers_supply (
    city_id integer not null,
    service_id integer not null,
    providers integer not null,
    requests_7d integer not null,
    requests_30d integer not null,
    requests_90d integer not null,
    primary key (city_id, service_id)
  )`.execute(db);
  await sql`create table numbers_snapshot (
    id integer primary key check (id = 1),
    computed_at timestamptz not null,
    overdue_invoices integer not null,
    overdue_minor bigint not null,
    overdue_providers integer not null
  )`.execute(db);
  // The job's recompute reads the requests of its last days, and the orders accepted then.
  await sql`create index service_requests_by_date on service_requests (request_date)`.execute(db);
  await sql`create index service_requests_by_accepted on service_requests (accepted_at)
    where accepted_at is not null`.execute(db);
  // And the invoices created, and paid, on those days.
  await sql`create index invoices_by_created on invoices (created_at)`.execute(db);
  await sql`create index invoices_by_paid on invoices (paid_at) where paid_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index invoices_by_paid`.execute(db);
  await sql`drop index invoices_by_created`.execute(db);
  await sql`drop index service_requests_by_accepted`.execute(db);
  await sql`drop index service_requests_by_date`.execute(db);
  for (const table of ['numbers_snapshot', 'numbers_supply', 'numbers_days', 'numbers_cells']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
