import { type Kysely, sql } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText } from '../../db/names';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What the public page shows of the provider's own row: its kept totals, no contact data. */
export function pageRow(db: Db, spId: number, language: Language) {
  return db
    .selectFrom('service_providers as sp')
    .innerJoin('accounts as a', 'a.id', 'sp.sp_id')
    .innerJoin('cities as c', 'c.city_id', 'sp.city_id')
    .select([
      'sp.sp_id',
      'sp.first_name',
      'sp.last_name',
      catalogText(language, 'c').as('city'),
      'sp.city_id',
      'sp.profile_image',
      'sp.rating_tenths',
      'sp.rating_count',
      'sp.completed_jobs',
      'a.created_at',
    ])
    .where('sp.sp_id', '=', spId)
    .executeTakeFirst();
}

/** The services the provider offers now (available, active, in an active category), named in `language`. */
export function servicesNow(db: Db, spId: number, language: Language) {
  return db
    .selectFrom('provider_services as ps')
    .innerJoin('services as s', 's.service_id', 'ps.service_id')
    .innerJoin('categories as cat', 'cat.category_id', 's.category_id')
    .select([
      's.service_id',
      catalogText(language, 's').as('service_name'),
      'cat.category_id',
      catalogText(language, 'cat').as('category_name'),
    ])
    .where('ps.sp_id', '=', spId)
    .where('ps.available', '=', true)
    .where('s.status', '=', 'active')
    .where('cat.status', '=', 'active')
    .orderBy('cat.name')
    .orderBy('s.name')
    .execute();
}

/** How many of the provider's latest answered requests the median reads, at most. */
const RESPONSE_SAMPLE_CAP = 100;

/**
 * The provider's median response time since `since` (decision 0065): for each request priced
 * in a chat with the provider (an offer on it there, whoever made it), the seconds from the
 * request's filing (it reached the provider's feed, or the provider itself when direct) to the
 * provider's first message in that chat at or after the filing (typed, or an answer to an
 * offer). A request it never wrote about counts for nothing. The latest 100 requests.
 */
export async function responseTime(db: Db, spId: number, since: Date) {
  const { rows } = await sql<{ median: number | string | null; samples: number | string }>`
    with answered as (
      select o.request_id, min(o.room) as room from chat_heads h
        join offers o on o.room = h.room
      where h.sp_id = ${spId} and o.created_at >= ${since}
      group by o.request_id
      order by max(o.created_at) desc
      limit ${RESPONSE_SAMPLE_CAP}),
    waits as (
      select extract(epoch from (
        select min(m.created_at) from chat_messages m
        where m.room = a.room and m.sender_type = 'serviceproviders'
          and m.created_at >= r.request_date) - r.request_date) as seconds
      from answered a join service_requests r on r.request_id = a.request_id)
    select percentile_cont(0.5) within group (order by seconds) as median, count(seconds) as samples
    from waits where seconds is not null`.execute(db);
  const row = rows[0];
  return {
    medianSeconds: row?.median === null || row?.median === undefined ? null : Number(row.median),
    samples: Number(row?.samples ?? 0),
  };
}

/**
 * How many booked jobs the provider cancelled late (decision 0077: less than LATE_CANCEL_HOURS
 * before the start) since `since`.
 */
export async function lateCancellations(db: Db, spId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('sp_id', '=', spId)
    .where('cancelled_by', '=', 'serviceproviders')
    .where('cancelled_late', '=', true)
    .where('cancelled_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
