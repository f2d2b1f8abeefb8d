import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import { pastCursor, REQUESTS_BY_DATE } from '../../db/keyset';
import { catalogText } from '../../db/names';
import type { Database, RequestStatus } from '../../db/schema';
import type { RequestWhenColumns } from '../../db/schema-when';
import type { DirectColumns } from './direct-requests';
import { type RequestTransition, requestTransitions } from './request-transitions';
import { WHEN_SELECT } from './request-when';

type Db = Kysely<Database> | Transaction<Database>;

/** Requests newest first, past the cursor's request (the feed's and the client's lists). */
export const newestFirstAfter = (afterId: number | undefined) =>
  pastCursor(REQUESTS_BY_DATE, 'newest first', afterId);

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
  /** Set when its photo follows: its providers are told once it is in (walkthrough M1). */
  announce_after?: Date | null;
} & Partial<DirectColumns> &
  Partial<Selectable<RequestWhenColumns>>;

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
  if (inserted) return { request_id: inserted.request_id, filed: values, created: true };
  const earlier = await db
    .selectFrom('service_requests')
    .select(['request_id', 'service_id', 'city_id', 'description', 'address', 'when_kind'])
    .select(['slot_start', 'slot_end'])
    .where('client_id', '=', values.client_id)
    .where('client_key', '=', values.client_key)
    .executeTakeFirstOrThrow();
  return { request_id: earlier.request_id, filed: earlier, created: false };
}

/**
 * The providers a new request of this city and service goes to (the same rule as the feed:
 * in that city, offering the service and available; and active, as the directory lists them),
 * with the names a notice needs. It reads the directory's index of the service and city
 * (migration 0016 keeps each offered service's copy of its provider's city and standing).
 */
export function matchingProviders(db: Db, cityId: number, serviceId: number) {
  return matchingProvidersQuery(db, cityId, serviceId).execute();
}

/** Whether provider `spId` is one of `matchingProviders`: one row read, not the whole list. */
export async function isMatchingProvider(
  db: Db,
  cityId: number,
  serviceId: number,
  spId: number,
): Promise<boolean> {
  const row = await matchingProvidersQuery(db, cityId, serviceId)
    .where('ps.sp_id', '=', spId)
    .executeTakeFirst();
  return row !== undefined;
}

function matchingProvidersQuery(db: Db, cityId: number, serviceId: number) {
  return db
    .selectFrom('provider_services as ps')
    .innerJoin('services as s', 's.service_id', 'ps.service_id')
    .innerJoin('categories as c', 'c.category_id', 's.category_id')
    .innerJoin('cities as ci', 'ci.city_id', 'ps.sp_city_id')
    .select(['ps.sp_id', 's.name as service_name', 'ci.name as city'])
    .where('ps.service_id', '=', serviceId)
    .where('ps.sp_city_id', '=', cityId)
    .where('ps.available', '=', true)
    .where('ps.sp_active', '=', true)
    .where('s.status', '=', 'active')
    .where('c.status', '=', 'active');
}

/**
 * A new request's service and city in English: its notice stores them beside their ids, for
 * a text made where the ids name nothing (decision 0062).
 */
export function serviceAndCity(db: Db, cityId: number, serviceId: number) {
  return db
    .selectFrom('services as s')
    .innerJoin('cities as ci', (j) => j.onTrue())
    .select(['s.name as service', 'ci.name as city'])
    .where('s.service_id', '=', serviceId)
    .where('ci.city_id', '=', cityId)
    .executeTakeFirst();
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

/**
 * The client's pending requests, newest first, after the cursor's request; service and city
 * named in `language` (decision 0059).
 */
export function pendingOfClient(
  db: Db,
  clientId: number,
  afterId: number | undefined,
  limit: number,
  language: Language,
) {
  return db
    .selectFrom('service_requests as r')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('cities as ci', 'ci.city_id', 'r.city_id')
    .select([
      'r.request_id',
      catalogText(language, 's').as('name'),
      'r.description',
      'r.address',
      catalogText(language, 'ci').as('city'),
      'r.request_date',
      'r.image',
      ...WHEN_SELECT,
    ])
    .where('r.client_id', '=', clientId)
    .where('r.status', '=', 'pending')
    .where(newestFirstAfter(afterId))
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

/**
 * Takes the hold off requests still waiting to be announced: this one (its photo is in), or
 * every one whose wait ran out by `now`; answers those it took it off, to announce each once.
 */
export function releaseAnnouncements(
  db: Db,
  which: { requestId: number } | { dueBy: Date; limit: number },
) {
  let q = db
    .updateTable('service_requests')
    .set({ announce_after: null })
    .where('announce_after', 'is not', null)
    .where('status', '=', 'pending');
  if ('requestId' in which) q = q.where('request_id', '=', which.requestId);
  else
    q = q.where('request_id', 'in', (eb) =>
      eb
        .selectFrom('service_requests')
        .select('request_id')
        .where('announce_after', '<=', which.dueBy)
        .where('status', '=', 'pending')
        .orderBy('announce_after')
        .limit(which.limit)
        .forUpdate()
        .skipLocked(),
    );
  return q.returning(['request_id', 'city_id', 'service_id']).execute();
}

/**
 * Takes the direct window's end off up to `limit` direct requests whose window closed by
 * `dueBy` (decision 0065): answers them, to tell the other providers once that they joined
 * their feeds (a request no longer pending is told to no one).
 */
export function releaseDirectOpenings(db: Db, dueBy: Date, limit: number) {
  return db
    .updateTable('service_requests')
    .set({ direct_opens_at: null })
    .where('direct_opens_at', 'is not', null)
    .where('request_id', 'in', (eb) =>
      eb
        .selectFrom('service_requests')
        .select('request_id')
        .where('direct_opens_at', '<=', dueBy)
        .orderBy('direct_opens_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['request_id', 'city_id', 'service_id', 'status'])
    .execute();
}
