import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText } from '../../db/names';
import { completedJobsBetween } from '../../db/repeat-clients';
import type { Database } from '../../db/schema';
import type { RequestWhenColumns } from '../../db/schema-when';
import { notSuspended } from '../../db/suspensions';
import { notBlockedWith } from '../blocks/block-rule';
import { directVisibleTo } from './direct-requests';
import { whenSql } from './request-when';
import { newestFirstAfter } from './requests.repo';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Pending, unassigned requests a provider can take: its city, services it offers and has
 * available; not another provider's direct request in its window (decision 0065); not a
 * suspended client's (decision 0068); not a client's it blocked or was blocked by (decision 0067).
 */
function feedQuery(db: Db, spId: number, now: Date) {
  return db
    .selectFrom('service_requests as r')
    .innerJoin('service_providers as p', (j) =>
      j.on('p.sp_id', '=', spId).onRef('p.city_id', '=', 'r.city_id'),
    )
    .innerJoin('provider_services as ps', (j) =>
      j
        .on('ps.sp_id', '=', spId)
        .onRef('ps.service_id', '=', 'r.service_id')
        .on('ps.available', '=', true),
    )
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('categories as c', 'c.category_id', 's.category_id')
    .where('r.status', '=', 'pending')
    .where('r.sp_id', 'is', null)
    .where('s.status', '=', 'active')
    .where('c.status', '=', 'active')
    .where(directVisibleTo(spId, now))
    .where(notSuspended('r.client_id'))
    .where(notBlockedWith(spId, 'r.client_id'));
}

/** The feed counts requests exactly up to this many, then says "more". */
export const FEED_COUNT_CAP = 200;

/**
 * What a provider narrowed its feed to: one of its services, requests filed since a moment;
 * `now` places the direct requests' windows (decision 0065).
 */
export type FeedFilter = {
  serviceId?: number;
  since?: Date;
  now: Date;
  /** Only requests whose slot starts in this range: a local day (decision 0074). */
  slotDay?: { start: Date; end: Date };
};

/** The (city, service) pairs whose pending requests make the provider's feed. */
const feedKeys = (spId: number, filter: FeedFilter) => sql`
  select p.city_id, ps.service_id from service_providers p
    join provider_services ps on ps.sp_id = p.sp_id and ps.available
    join services s on s.service_id = ps.service_id and s.status = 'active'
    join categories c on c.category_id = s.category_id and c.status = 'active'
  where p.sp_id = ${spId}
    ${filter.serviceId === undefined ? sql`` : sql`and ps.service_id = ${filter.serviceId}`}`;

const filedSince = (filter: FeedFilter) =>
  filter.since === undefined ? sql`` : sql`and r.request_date >= ${filter.since}`;

/** Read from the slot index (migration 0043): a day holds few of the feed's requests. */
const wantedOn = (filter: FeedFilter) =>
  filter.slotDay === undefined
    ? sql``
    : sql`and r.slot_start >= ${filter.slotDay.start} and r.slot_start < ${filter.slotDay.end}`;

const narrowedBy = (filter: FeedFilter) => sql`${filedSince(filter)} ${wantedOn(filter)}`;

type FeedRow = {
  request_id: number;
  client_id: number;
  client_name: string;
  city: string;
  /** The city's English name, which addresses are matched against. */
  city_en: string;
  service_id: number;
  service_name: string;
  description: string;
  address: string;
  request_date: Date;
  image: string | null;
  /** Its client asked this provider directly (decision 0065). */
  direct: boolean;
  /** The client's completed orders with this provider (decision 0081). */
  repeat_jobs: number;
} & Selectable<RequestWhenColumns> & { time_zone: string };

/**
 * A page of the feed, newest first: the top `skip + take` of each of the provider's (city,
 * service) pairs from the feed index, merged, then `take` after skipping `skip`; the clients
 * and cities are joined to the kept rows only. With a cursor, `skip` is 0.
 */
export async function feed(
  db: Db,
  spId: number,
  page: { afterId?: number; skip: number; take: number },
  filter: FeedFilter,
  language: Language = 'en',
) {
  const perKey = page.skip + page.take;
  const rows = await sql<FeedRow>`
    with top as (
      select t.request_id, t.request_date from (${feedKeys(spId, filter)}) k
      cross join lateral (
        select r.request_id, r.request_date from service_requests r
        where r.city_id = k.city_id and r.service_id = k.service_id
          and r.status = 'pending' and r.sp_id is null and ${newestFirstAfter(page.afterId)}
          and ${directVisibleTo(spId, filter.now)}
          ${narrowedBy(filter)} and ${notSuspended('r.client_id')}
          and ${notBlockedWith(spId, 'r.client_id')}
        order by r.request_date desc, r.request_id desc
        limit ${perKey}) t
      order by t.request_date desc, t.request_id desc
      offset ${page.skip} limit ${page.take})
    select r.request_id, r.client_id, cl.name as client_name,
      ${catalogText(language, 'ci')} as city, ci.name as city_en, r.service_id,
      ${catalogText(language, 's')} as service_name, r.description, r.address, r.request_date,
      r.image, coalesce(r.direct_provider_id = ${spId}, false) as direct,
      ${completedJobsBetween('r.client_id', sql<number>`${spId}`)} as repeat_jobs, ${whenSql}
    from top join service_requests r on r.request_id = top.request_id
      join clients cl on cl.client_id = r.client_id
      join cities ci on ci.city_id = r.city_id
      join services s on s.service_id = r.service_id
    order by r.request_date desc, r.request_id desc`.execute(db);
  return rows.rows;
}

/** How many requests the feed holds, counted up to FEED_COUNT_CAP + 1 (more shows as more). */
export async function feedCount(db: Db, spId: number, filter: FeedFilter): Promise<number> {
  const cap = FEED_COUNT_CAP + 1;
  const row = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from (${feedKeys(spId, filter)}) k
      cross join lateral (
        select 1 from service_requests r
        where r.city_id = k.city_id and r.service_id = k.service_id
          and r.status = 'pending' and r.sp_id is null and ${directVisibleTo(spId, filter.now)}
          and ${notSuspended('r.client_id')} ${narrowedBy(filter)}
          and ${notBlockedWith(spId, 'r.client_id')}
        limit ${cap}) t
      limit ${cap}) capped`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Whether a request is in this provider's feed right now. */
export async function inFeed(db: Db, spId: number, requestId: number, now: Date): Promise<boolean> {
  const row = await feedQuery(db, spId, now)
    .select('r.request_id')
    .where('r.request_id', '=', requestId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The newest of a client's requests in this provider's feed right now, if any. */
export async function newestInFeedFrom(
  db: Db,
  spId: number,
  clientId: number,
  now: Date,
): Promise<number | undefined> {
  const row = await feedQuery(db, spId, now)
    .select('r.request_id')
    .where('r.client_id', '=', clientId)
    .orderBy('r.request_date', 'desc')
    .orderBy('r.request_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.request_id;
}
