import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

function ordersQuery(db: Db) {
  return db
    .selectFrom('service_requests as r')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('cities as ci', 'ci.city_id', 'r.city_id')
    .innerJoin('clients as cl', 'cl.client_id', 'r.client_id')
    .leftJoin('service_providers as p', 'p.sp_id', 'r.sp_id')
    .leftJoin('feedback as f', 'f.request_id', 'r.request_id')
    .select((eb) => [
      'r.request_id',
      's.name',
      'r.description',
      'r.address',
      'ci.name as city',
      'r.sp_id',
      eb
        .case()
        .when('p.sp_id', 'is not', null)
        .then(eb.fn<string>('concat_ws', [eb.val(' '), 'p.first_name', 'p.last_name']))
        .end()
        .as('sp_name'),
      'r.client_id',
      'cl.name as client_name',
      'r.request_date',
      'r.price_minor',
      'r.status',
      'r.completed_date',
      'f.rating',
      'f.comment as review',
      'f.created_at as review_date',
      'r.image',
    ]);
}
export type OrderRow = Awaited<ReturnType<typeof clientOrders>>[number];

export function clientOrders(db: Db, clientId: number) {
  return ordersQuery(db)
    .where('r.client_id', '=', clientId)
    .orderBy('r.request_date', 'desc')
    .orderBy('r.request_id', 'desc')
    .execute();
}

/** Orders assigned to the provider, and cancelled requests it had made an offer on. */
export function providerOrders(db: Db, spId: number) {
  return ordersQuery(db)
    .where((eb) =>
      eb.or([
        eb('r.sp_id', '=', spId),
        eb.and([
          eb('r.status', '=', 'cancelled'),
          eb.exists(
            eb
              .selectFrom('chat_messages as m')
              .select('m.message_id')
              .whereRef('m.request_id', '=', 'r.request_id')
              .where('m.type', '=', 'service_request')
              .where('m.room', '=', sql<string>`'room_' || r.client_id || '_' || ${sql.lit(spId)}`),
          ),
        ]),
      ]),
    )
    .orderBy('r.request_date', 'desc')
    .orderBy('r.request_id', 'desc')
    .execute();
}

export function findOrder(db: Db, requestId: number) {
  return ordersQuery(db).where('r.request_id', '=', requestId).executeTakeFirst();
}

/** Compare-and-set: the client's pending, unassigned request becomes cancelled. */
export function cancel(db: Db, requestId: number, now: Date) {
  return db
    .updateTable('service_requests')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('request_id', '=', requestId)
    .where('status', '=', 'pending')
    .where('sp_id', 'is', null)
    .returning(['request_id'])
    .executeTakeFirst();
}

/** Compare-and-set: an accepted order becomes completed now. */
export function complete(db: Db, requestId: number, now: Date) {
  return db
    .updateTable('service_requests')
    .set({ status: 'completed', completed_date: now })
    .where('request_id', '=', requestId)
    .where('status', '=', 'accepted')
    .returning(['request_id'])
    .executeTakeFirst();
}

/** Inserts the order's one feedback; undefined when it already has one. */
export function insertFeedback(
  db: Db,
  values: { request_id: number; rating: number; comment: string; created_at: Date },
) {
  return db
    .insertInto('feedback')
    .values(values)
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returning('request_id')
    .executeTakeFirst();
}
