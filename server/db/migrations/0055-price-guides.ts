import { type Kysely, sql } from 'kysely';

/**
 * Price guides (decision 0083): how many orders were accepted at each price, per service,
 * city and day, written when an offer is accepted, and each guide computed from them, kept
 * for the day. The backfill counts the orders accepted in the last 90 days before this
 * migration, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table price_guide_days (
    service_id integer not null,
    city_id integer not null,
    day date not null,
    price_minor bigint not null check (price_minor > 0),
    orders integer not null check (orders > 0),
    primary key (service_id, city_id, day, price_minor)
  )`.execute(db);
  // Each service and city's guide as computed on `day` (UTC): a read takes these rows by key;
  // a missing or older row is computed from the counts once, and an accept removes its pair's.
  await sql`create table price_guides (
    service_id integer not null,
    city_id integer not null,
    day date not null,
    orders integer not null,
    low_minor bigint,
    high_minor bigint,
    primary key (service_id, city_id)
  )`.execute(db);
  await countAcceptedOrders(db);
}

/**
 * Counts the orders accepted in the last 90 days into the guides: once here, and by the bench
 * fill, whose orders are written straight into `service_requests`.
 */
export async function countAcceptedOrders<DB>(db: Kysely<DB>): Promise<void> {
  await sql`insert into price_guide_days (service_id, city_id, day, price_minor, orders)
    select service_id, city_id, (accepted_at at time zone 'UTC')::date, price_minor, count(*)
    from service_requests
    where accepted_at >= now() - interval '90 days' and price_minor is not null
    group by 1, 2, 3, 4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table price_guides`.execute(db);
  await sql`drop table price_guide_days`.execute(db);
}
