import { type Kysely, sql, type Transaction } from 'kysely';
import { pastCursor, REQUESTS_BY_DATE } from '../../db/keyset';
import type { Database, RequestStatus } from '../../db/schema';
import { type RequestTransition, requestTransitions } from './request-transitions';

type Db = Kysely<Database> | Transaction<Database>;

export async function activeServiceExists(db: Db, serviceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('services as s')
    .innerJoin('categories as c', 'c.category_id', 's.category_id')
    .select('s.service_id')
    .where('s.service_id', '=', serviceId)
    .where('s.status', '=', 'active')
    .where('c.status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

type NewRequest = {
  client_id: number;
  service_id: number;
  city_id: number;
  description: string;
  address: string;
  request_date: Date;
};

export async function insertRequest(db: Db, values: NewRequest): Promise<number> {
  const row = await db
    .insertInto('service_requests')
    .values(values)
    .returning('request_id')
    .executeTakeFirstOrThrow();
  return row.request_id;
}

/**
 * Files the request unless this client already filed one with this key; either way answers
 * the request that holds the key, with the fields it was filed with.
 */
export async function insertRequestOnce(db: Db, values: NewRequest & { client_key: string }) {
  const inserted = await db
    .insertInto('service_requests')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['client_id', 'client_key']).where('client_key', 'is not', null).doNothing(),
    )
    .returning('request_id')
    .executeTakeFirst();
  if (inserted) return { request_id: inserted.request_id, filed: values };
  const earlier = await db
    .selectFrom('service_requests')
    .select(['request_id', 'service_id', 'city_id', 'description', 'address'])
    .where('client_id', '=', values.client_id)
    .where('client_key', '=', values.client_key)
    .executeTakeFirstOrThrow();
  return { request_id: earlier.request_id, filed: earlier };
}

export function findRequest(db: Db, requestId: number) {
  return db
    .selectFrom('service_requests')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/**
 * Sets the image only while the request is the client's and still pending; answers the
 * replaced file name, or undefined when the request is not (or no longer) eligible. The row
 * is locked so concurrent uploads replace each other in turn and leave no orphan file.
 */
export function setImage(db: Kysely<Database>, requestId: number, clientId: number, image: string) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('service_requests')
      .select('image')
      .where('request_id', '=', requestId)
      .where('client_id', '=', clientId)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('service_requests')
      .set({ image })
      .where('request_id', '=', requestId)
      .execute();
    return { replaced: before.image };
  });
}

/** Pending, unassigned requests a provider can take: its city, services it offers and has available. */
function feedQuery(db: Db, spId: number) {
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
    .where('c.status', '=', 'active');
}

/** The feed counts requests exactly up to this many, then says "more". */
export const FEED_COUNT_CAP = 1000;

/** The (city, service) pairs whose pending requests make the provider's feed. */
const feedKeys = (spId: number) => sql`
  select p.city_id, ps.service_id from service_providers p
    join provider_services ps on ps.sp_id = p.sp_id and ps.available
    join services s on s.service_id = ps.service_id and s.status = 'active'
    join categories c on c.category_id = s.category_id and c.status = 'active'
  where p.sp_id = ${spId}`;

const feedAfter = (afterId: number | undefined) =>
  pastCursor(REQUESTS_BY_DATE, 'newest first', afterId);

type FeedRow = {
  request_id: number;
  client_id: number;
  client_name: string;
  city: string;
  service_id: number;
  service_name: string;
  description: string;
  address: string;
  request_date: Date;
  image: string | null;
};

/**
 * A page of the feed, newest first: the top `skip + take` of each of the provider's (city,
 * service) pairs from the feed index, merged, then `take` after skipping `skip`; the clients
 * and cities are joined to the kept rows only. With a cursor, `skip` is 0.
 */
export async function feed(
  db: Db,
  spId: number,
  page: { afterId?: number; skip: number; take: number },
) {
  const perKey = page.skip + page.take;
  const rows = await sql<FeedRow>`
    with top as (
      select t.request_id, t.request_date from (${feedKeys(spId)}) k
      cross join lateral (
        select r.request_id, r.request_date from service_requests r
        where r.city_id = k.city_id and r.service_id = k.service_id
          and r.status = 'pending' and r.sp_id is null and ${feedAfter(page.afterId)}
        order by r.request_date desc, r.request_id desc
        limit ${perKey}) t
      order by t.request_date desc, t.request_id desc
      offset ${page.skip} limit ${page.take})
    select r.request_id, r.client_id, cl.name as client_name, ci.name as city, r.service_id,
      s.name as service_name, r.description, r.address, r.request_date, r.image
    from top join service_requests r on r.request_id = top.request_id
      join clients cl on cl.client_id = r.client_id
      join cities ci on ci.city_id = r.city_id
      join services s on s.service_id = r.service_id
    order by r.request_date desc, r.request_id desc`.execute(db);
  return rows.rows;
}

/** How many requests the feed holds, counted up to FEED_COUNT_CAP + 1 (more shows as more). */
export async function feedCount(db: Db, spId: number): Promise<number> {
  const cap = FEED_COUNT_CAP + 1;
  const row = await sql<{ n: number }>`
    select count(*) as n from (
      select 1 from (${feedKeys(spId)}) k
      cross join lateral (
        select 1 from service_requests r
        where r.city_id = k.city_id and r.service_id = k.service_id
          and r.status = 'pending' and r.sp_id is null
        limit ${cap}) t
      limit ${cap}) capped`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Whether a request is in this provider's feed right now. */
export async function inFeed(db: Db, spId: number, requestId: number): Promise<boolean> {
  const row = await feedQuery(db, spId)
    .select('r.request_id')
    .where('r.request_id', '=', requestId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The client's pending requests, newest first, after the cursor's request. */
export function pendingOfClient(
  db: Db,
  clientId: number,
  afterId: number | undefined,
  limit: number,
) {
  return db
    .selectFrom('service_requests as r')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('cities as ci', 'ci.city_id', 'r.city_id')
    .select([
      'r.request_id',
      's.name',
      'r.description',
      'r.address',
      'ci.name as city',
      'r.request_date',
      'r.image',
    ])
    .where('r.client_id', '=', clientId)
    .where('r.status', '=', 'pending')
    .where(feedAfter(afterId))
    .orderBy('r.request_date', 'desc')
    .orderBy('r.request_id', 'desc')
    .limit(limit)
    .execute();
}

/** Whether the provider is a party to an open offer on the request (pending in its chat). */
export async function offeredTo(db: Db, requestId: number, spId: number): Promise<boolean> {
  const row = await db
    .selectFrom('offers as o')
    .innerJoin('chat_heads as h', 'h.room', 'o.room')
    .select('o.offer_id')
    .where('o.request_id', '=', requestId)
    .where('o.status', '=', 'pending')
    .where('h.sp_id', '=', spId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The request row, locked until the transaction ends, so offers and accepts take turns. */
export function lockRequest(db: Transaction<Database>, requestId: number) {
  return db
    .selectFrom('service_requests')
    .select([
      'request_id',
      'client_id',
      'status',
      'sp_id',
      'city_id',
      'service_id',
      'request_date',
      'accepted_at',
      'completed_date',
    ])
    .where('request_id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Moves one request along a transition of the table, as a compare-and-set on its `from`
 * statuses: answers the row, or undefined when the request was in none of them.
 */
export function transition(
  db: Db,
  requestId: number,
  name: RequestTransition,
  now: Date,
  assign: { sp_id?: number; price_minor?: number } = {},
) {
  const t: {
    from: readonly RequestStatus[];
    to: RequestStatus;
    stamp: string;
    keepStamp?: boolean;
  } = requestTransitions[name];
  const stamp = t.keepStamp ? sql<Date>`coalesce(${sql.ref(t.stamp)}, ${now})` : now;
  return db
    .updateTable('service_requests')
    .set({ ...assign, status: t.to, [t.stamp]: stamp })
    .where('request_id', '=', requestId)
    .where('status', 'in', t.from)
    .returning(['request_id', 'client_id', 'sp_id'])
    .executeTakeFirst();
}

/** Expires up to `limit` pending requests filed before `cutoff`: answers them. */
export function expireFiledBefore(db: Db, cutoff: Date, now: Date, limit: number) {
  const { from, to, stamp } = requestTransitions.expire;
  return db
    .updateTable('service_requests')
    .set({ status: to, [stamp]: now })
    .where('status', 'in', from)
    .where('request_id', 'in', (eb) =>
      eb
        .selectFrom('service_requests')
        .select('request_id')
        .where('status', 'in', from)
        .where('request_date', '<', cutoff)
        .orderBy('request_date')
        .limit(limit),
    )
    .returning(['request_id', 'client_id'])
    .execute();
}

/** Stamps up to `limit` accepted orders accepted before `cutoff` and never reminded. */
export function remindStale(db: Db, cutoff: Date, now: Date, limit: number) {
  return db
    .updateTable('service_requests')
    .set({ stale_reminded_at: now })
    .where('status', '=', 'accepted')
    .where('stale_reminded_at', 'is', null)
    .where('request_id', 'in', (eb) =>
      eb
        .selectFrom('service_requests')
        .select('request_id')
        .where('status', '=', 'accepted')
        .where('stale_reminded_at', 'is', null)
        .where('accepted_at', '<', cutoff)
        .orderBy('accepted_at')
        .limit(limit),
    )
    .returning(['request_id', 'client_id', 'sp_id'])
    .execute();
}
