import { type Kysely, sql } from 'kysely';

/**
 * Price guides (decision 0083): how many orders were accepted at each price, per service,
 * city and day, written when an offer is accepted. A guide reads at most 90 days of one
 * service and city, whatever the number of orders. The backfill counts the orders accepted
 * in the last 90 days before this migration, once.
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
  await sql`drop table price_guide_days`.execute(db);
}
