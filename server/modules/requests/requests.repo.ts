import { type Kysely, sql, type Transaction } from 'kysely';
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

export async function insertRequest(
  db: Db,
  values: {
    client_id: number;
    service_id: number;
    city_id: number;
    description: string;
    address: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('service_requests')
    .values(values)
    .returning('request_id')
    .executeTakeFirstOrThrow();
  return row.request_id;
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

export async function feed(db: Db, spId: number, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    feedQuery(db, spId)
      .innerJoin('clients as cl', 'cl.client_id', 'r.client_id')
      .innerJoin('cities as ci', 'ci.city_id', 'r.city_id')
      .select([
        'r.request_id',
        'r.client_id',
        'cl.name as client_name',
        'ci.name as city',
        'r.service_id',
        's.name as service_name',
        'r.description',
        'r.address',
        'r.request_date',
        'r.image',
      ])
      .orderBy('r.request_date', 'desc')
      .orderBy('r.request_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    feedQuery(db, spId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Whether a request is in this provider's feed right now. */
export async function inFeed(db: Db, spId: number, requestId: number): Promise<boolean> {
  const row = await feedQuery(db, spId)
    .select('r.request_id')
    .where('r.request_id', '=', requestId)
    .executeTakeFirst();
  return row !== undefined;
}

export function pendingOfClient(db: Db, clientId: number) {
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
    .orderBy('r.request_date', 'desc')
    .orderBy('r.request_id', 'desc')
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
