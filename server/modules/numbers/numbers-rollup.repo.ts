import { type Kysely, type RawBuilder, sql } from 'kysely';
import { FILL_WINDOW_HOURS, FIRST_OFFER_EDGES } from '#contracts/numbers';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The one writer of the numbers_* rollups (decision 0070): the `numbers` job's SQL. */

/** An Asia/Karachi calendar day of a timestamptz column (UTC+5 all year). */
const karachiDate = (column: string) =>
  sql`((${sql.ref(column)} at time zone 'UTC') + interval '5 hours')::date`;

/** `[from, to)` in UTC for the Karachi days `fromDay`..`toDay` (YYYY-MM-DD). */
function bounds(fromDay: string, toDay: string) {
  const start = new Date(Date.parse(`${fromDay}T00:00:00+05:00`));
  const end = new Date(Date.parse(`${toDay}T00:00:00+05:00`) + 24 * 3600 * 1000);
  return { start, end };
}

const N = FIRST_OFFER_EDGES.length - 1;

/** `array[count in bucket 0, ..., count in bucket N-1]` of the minutes column `m`. */
function bucketCounts(): RawBuilder<number[]> {
  const cells = FIRST_OFFER_EDGES.slice(0, -1).map(
    (from, i) =>
      sql`count(*) filter (where m.minutes >= ${sql.lit(i === 0 ? -1e9 : from)} and m.minutes < ${sql.lit(FIRST_OFFER_EDGES[i + 1] ?? 0)})::int`,
  );
  return sql<number[]>`array[${sql.join(cells)}]`;
}

/** `array[sum(alias.first_offer_buckets[1]), ...]`: a histogram summed over rows. */
function bucketSums(alias: string): RawBuilder<number[]> {
  const cells = Array.from(
    { length: N },
    (_, i) =>
      sql`coalesce(sum(${sql.ref(`${alias}.first_offer_buckets`)}[${sql.lit(i + 1)}]), 0)::int`,
  );
  return sql<number[]>`array[${sql.join(cells)}]`;
}

const noBuckets = sql`array_fill(0, array[${sql.lit(N)}])`;

/** The earliest Karachi day anything the rollups count happened on, or null (nothing yet). */
export async function firstDay(db: Db): Promise<string | null> {
  const { rows } = await sql<{ day: string | null }>`
    select ${karachiDate('t.first_at')}::text as day from (select least(
      (select min(request_date) from service_requests),
      (select min(created_at) from invoices)
    ) as first_at) t`.execute(db);
  return rows[0]?.day ?? null;
}

/** Rewrites numbers_cells and numbers_days for the Karachi days `fromDay`..`toDay`. */
export async function rollDays(trx: Db, fromDay: string, toDay: string): Promise<void> {
  const { start, end } = bounds(fromDay, toDay);
  await trx
    .deleteFrom('numbers_cells')
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  await sql`
    insert into numbers_cells (day, city_id, service_id, requests, filled_48h, offered_48h,
      first_offer_buckets, accepted_orders, accepted_value_minor)
    with m as (
      select ${karachiDate('r.request_date')} as day, r.city_id, r.service_id,
        (r.accepted_at is not null
          and r.accepted_at <= r.request_date + ${sql.lit(`${FILL_WINDOW_HOURS} hours`)}::interval) as filled,
        extract(epoch from (
          (select min(o.created_at) from offers o
            where o.request_id = r.request_id and o.made_by = 'serviceproviders')
          - r.request_date)) / 60 as minutes
      from service_requests r
      where r.request_date >= ${start} and r.request_date < ${end}
    ),
    asked as (
      select m.day, m.city_id, m.service_id, count(*)::int as requests,
        count(*) filter (where m.filled)::int as filled_48h,
        count(*) filter (where m.minutes < ${sql.lit(FILL_WINDOW_HOURS * 60)})::int as offered_48h,
        ${bucketCounts()} as buckets
      from m group by m.day, m.city_id, m.service_id
    ),
    accepted as (
      select ${karachiDate('a.accepted_at')} as day, a.city_id, a.service_id,
        count(*)::int as orders, coalesce(sum(a.price_minor), 0) as value
      from service_requests a
      where a.accepted_at >= ${start} and a.accepted_at < ${end}
      group by 1, 2, 3
    )
    select coalesce(asked.day, accepted.day), coalesce(asked.city_id, accepted.city_id),
      coalesce(asked.service_id, accepted.service_id), coalesce(asked.requests, 0),
      coalesce(asked.filled_48h, 0), coalesce(asked.offered_48h, 0),
      coalesce(asked.buckets, ${noBuckets}), coalesce(accepted.orders, 0),
      coalesce(accepted.value, 0)
    from asked full join accepted
      on accepted.day = asked.day and accepted.city_id = asked.city_id
      and accepted.service_id = asked.service_id`.execute(trx);

  await trx
    .deleteFrom('numbers_days')
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  await sql`
    insert into numbers_days (day, requests, filled_48h, offered_48h, first_offer_buckets,
      accepted_orders, accepted_value_minor, fees_billed_minor, fees_collected_minor)
    with c as (
      select c.day, sum(c.requests)::int as requests, sum(c.filled_48h)::int as filled,
        sum(c.offered_48h)::int as offered, ${bucketSums('c')} as buckets,
        sum(c.accepted_orders)::int as orders, sum(c.accepted_value_minor) as value
      from numbers_cells c where c.day >= ${fromDay}::date and c.day <= ${toDay}::date
      group by c.day
    ),
    billed as (
      select ${karachiDate('i.created_at')} as day, sum(i.amount_due_minor) as fees
      from invoices i where i.created_at >= ${start} and i.created_at < ${end} group by 1
    ),
    paid as (
      select ${karachiDate('i.paid_at')} as day, sum(i.amount_due_minor) as fees
      from invoices i where i.paid_at >= ${start} and i.paid_at < ${end} group by 1
    ),
    d as (select day from c union select day from billed union select day from paid)
    select d.day, coalesce(c.requests, 0), coalesce(c.filled, 0), coalesce(c.offered, 0),
      coalesce(c.buckets, ${noBuckets}), coalesce(c.orders, 0), coalesce(c.value, 0),
      coalesce(billed.fees, 0), coalesce(paid.fees, 0)
    from d left join c on c.day = d.day left join billed on billed.day = d.day
      left join paid on paid.day = d.day`.execute(trx);
}

/**
 * Rewrites numbers_supply: per city x service, the active providers offering it (available),
 * and the requests of the 7, 30 and 90 days ending `today`, read from numbers_cells.
 */
export async function rollSupply(trx: Db, today: string): Promise<void> {
  await trx.deleteFrom('numbers_supply').execute();
  await sql`
    insert into numbers_supply (city_id, service_id, providers, requests_7d, requests_30d,
      requests_90d)
    with s as (
      select ps.sp_city_id as city_id, ps.service_id, count(*)::int as providers
      from provider_services ps where ps.available and ps.sp_active
      group by ps.sp_city_id, ps.service_id
    ),
    d as (
      select c.city_id, c.service_id,
        coalesce(sum(c.requests) filter (where c.day > ${today}::date - 7), 0)::int as r7,
        coalesce(sum(c.requests) filter (where c.day > ${today}::date - 30), 0)::int as r30,
        sum(c.requests)::int as r90
      from numbers_cells c
      where c.day > ${today}::date - 90 and c.day <= ${today}::date
      group by c.city_id, c.service_id
    )
    select coalesce(s.city_id, d.city_id), coalesce(s.service_id, d.service_id),
      coalesce(s.providers, 0), coalesce(d.r7, 0), coalesce(d.r30, 0), coalesce(d.r90, 0)
    from s full join d on d.city_id = s.city_id and d.service_id = s.service_id
    where coalesce(s.providers, 0) > 0 or coalesce(d.r90, 0) > 0`.execute(trx);
}

/**
 * Writes the one snapshot row: when the rollups were computed, and the unpaid invoices with
 * something due whose due day (a UTC day) ended before `now`'s.
 */
export async function writeSnapshot(trx: Db, now: Date): Promise<void> {
  const todayUtc = now.toISOString().slice(0, 10);
  await sql`
    insert into numbers_snapshot (id, computed_at, overdue_invoices, overdue_minor,
      overdue_providers)
    select 1, ${now}, count(*)::int, coalesce(sum(i.amount_due_minor), 0),
      count(distinct i.sp_id)::int
    from invoices i
    where i.status <> 'Paid' and i.amount_due_minor > 0 and i.due_date < ${todayUtc}
    on conflict (id) do update set computed_at = excluded.computed_at,
      overdue_invoices = excluded.overdue_invoices, overdue_minor = excluded.overdue_minor,
      overdue_providers = excluded.overdue_providers`.execute(trx);
}

/** Whether the rollups were ever computed (the first run backfills all history). */
export async function computedBefore(db: Db): Promise<boolean> {
  const row = await db.selectFrom('numbers_snapshot').select('id').executeTakeFirst();
  return row !== undefined;
}
