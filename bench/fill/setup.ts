/**
 * The generator's scratch space: schema `gen` (dropped at the end) with the run's parameters,
 * a deterministic random function, and the seeded cities and services by position.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { STALE_REMINDER_DAYS } from '../../contracts/app-settings';
import { DUE_DAY, PLATFORM_FEE_PERCENT } from '../../contracts/billing';
import { OFFER_TTL_HOURS, REQUEST_TTL_DAYS } from '../../contracts/offers';
import type { Database } from '../../server/db/schema';
import type { Shape } from './options';

type Db = Kysely<Database>;

export async function createScratch(db: Db, shape: Shape, now: Date): Promise<void> {
  await sql`drop schema if exists gen cascade`.execute(db);
  await sql`create schema gen`.execute(db);
  await sql`create table gen.params (
    now timestamptz, providers int, clients int, requests int, uploaded int,
    fee_percent int, due_day int, offer_ttl interval, request_ttl interval, stale_after interval,
    ncity int, ncat int, nsvc int)`.execute(db);
  await sql`insert into gen.params values (${now}, ${shape.providers}, ${shape.clients},
    ${shape.requests}, ${shape.uploaded}, ${PLATFORM_FEE_PERCENT}, ${DUE_DAY},
    make_interval(hours => ${OFFER_TTL_HOURS}), make_interval(days => ${REQUEST_TTL_DAYS}),
    make_interval(days => ${STALE_REMINDER_DAYS}), 0, 0, 0)`.execute(db);
  // A number in [0, 1) from a key and a salt: the same on every run, on every scale.
  await sql`create function gen.r(k bigint, salt int) returns float8
    language sql immutable parallel safe
    as $$ select (hashint8extended(k, salt) & 2147483647)::float8 / 2147483648 $$`.execute(db);
  // The invoice run's fee (invoice-plan.ts feeOf), in minor units, rounded half up.
  await sql`create function gen.fee(amount bigint, percent int) returns bigint
    language sql immutable parallel safe
    as $$ select (amount * percent + 50) / 100 $$`.execute(db);
  await sql`create function gen.money(minor bigint) returns text
    language sql immutable parallel safe
    as $$ select 'Rs ' || to_char(minor / 100.0, 'FM999,999,990.00') $$`.execute(db);
  await sql`create table gen.city as
    select (row_number() over (order by city_id) - 1)::int as idx, city_id from cities`.execute(db);
  await sql`create table gen.svc as
    select (dense_rank() over (order by category_id) - 1)::int as cat,
      (row_number() over (partition by category_id order by service_id) - 1)::int as off,
      service_id, name
    from services where status = 'active'`.execute(db);
  await sql`update gen.params set
    ncity = (select count(*) from gen.city),
    ncat = (select count(distinct cat) from gen.svc),
    nsvc = (select min(n) from (select count(*) as n from gen.svc group by cat) c)`.execute(db);
  const shapeRow = await sql<{ ncity: number; ncat: number; nsvc: number }>`
    select ncity, ncat, nsvc from gen.params`.execute(db);
  const seeded = shapeRow.rows[0];
  // The probes work in categories 0-3 at offsets 0-2; every provider offers three services.
  if (!seeded || seeded.ncity < 1 || seeded.ncat < 4 || seeded.nsvc < 3) {
    throw new Error(`unexpected seed: ${JSON.stringify(seeded)}`);
  }
}

export async function dropScratch(db: Db): Promise<void> {
  await sql`drop schema gen cascade`.execute(db);
}

/** One of `list`, picked by `gen.r(key, salt)`. */
export function pick(list: string[], key: RawBuilder<unknown>, salt: number): RawBuilder<string> {
  return sql<string>`(${list}::text[])[1 + floor(gen.r(${key}, ${salt}) * ${list.length})::int]`;
}
