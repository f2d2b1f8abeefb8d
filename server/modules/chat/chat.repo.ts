import type { Kysely, Transaction } from 'kysely';
import type { Database, OfferStatus, UserRole } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A chat head with both parties' names and emails. */
function headsQuery(db: Db) {
  return db
    .selectFrom('chat_heads as h')
    .innerJoin('clients as c', 'c.client_id', 'h.client_id')
    .innerJoin('accounts as ca', 'ca.id', 'h.client_id')
    .innerJoin('service_providers as p', 'p.sp_id', 'h.sp_id')
    .innerJoin('accounts as pa', 'pa.id', 'h.sp_id')
    .select((eb) => [
      'h.room',
      'h.client_id',
      'h.sp_id',
      'c.name as client_name',
      eb.fn<string>('concat_ws', [eb.val(' '), 'p.first_name', 'p.last_name']).as('sp_name'),
      'ca.email as client_email',
      'pa.email as sp_email',
      'p.profile_image',
      'h.last_message',
      'h.updated_at',
    ]);
}
export type HeadRow = Awaited<ReturnType<typeof findHead>> & object;

export function findHead(db: Db, room: string) {
  return headsQuery(db).where('h.room', '=', room).executeTakeFirst();
}

export function headsOf(db: Db, role: UserRole, id: number) {
  return headsQuery(db)
    .where(role === 'clients' ? 'h.client_id' : 'h.sp_id', '=', id)
    .orderBy('h.updated_at', 'desc')
    .orderBy('h.room')
    .execute();
}

export async function ensureHead(db: Db, room: string, clientId: number, spId: number) {
  await db
    .insertInto('chat_heads')
    .values({ room, client_id: clientId, sp_id: spId })
    .onConflict((oc) => oc.column('room').doNothing())
    .execute();
}

export async function touchHead(db: Db, room: string, lastMessage: string) {
  await db
    .updateTable('chat_heads')
    .set({ last_message: lastMessage, updated_at: new Date() })
    .where('room', '=', room)
    .execute();
}

const messageColumns = [
  'm.message_id',
  'm.room',
  'm.sender_type',
  'm.message_text',
  'm.type',
  'm.request_id',
  'm.offer_status',
  'm.price_minor',
  'm.created_at',
  's.name as service_name',
  'r.description',
  'r.address',
] as const;

function messagesQuery(db: Db) {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('service_requests as r', 'r.request_id', 'm.request_id')
    .leftJoin('services as s', 's.service_id', 'r.service_id')
    .select(messageColumns);
}
export type MessageRow = Awaited<ReturnType<typeof findMessage>> & object;

export function findMessage(db: Db, messageId: number) {
  return messagesQuery(db).where('m.message_id', '=', messageId).executeTakeFirst();
}

/** The newest `limit` messages of a room older than `before`, newest first. */
export function messagesOf(db: Db, room: string, before: number | undefined, limit: number) {
  let q = messagesQuery(db).where('m.room', '=', room);
  if (before !== undefined) q = q.where('m.message_id', '<', before);
  return q.orderBy('m.message_id', 'desc').limit(limit).execute();
}

export async function insertMessage(
  db: Db,
  values: {
    room: string;
    sender_type: UserRole;
    message_text: string;
    type?: 'text' | 'service_request';
    request_id?: number;
    offer_status?: OfferStatus;
    price_minor?: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('chat_messages')
    .values(values)
    .returning('message_id')
    .executeTakeFirstOrThrow();
  return row.message_id;
}

export function pendingOffer(db: Db, requestId: number, room: string) {
  return db
    .selectFrom('chat_messages')
    .select(['message_id', 'price_minor'])
    .where('request_id', '=', requestId)
    .where('room', '=', room)
    .where('offer_status', '=', 'pending')
    .executeTakeFirst();
}

export function acceptedOffer(db: Db, requestId: number) {
  return db
    .selectFrom('chat_messages')
    .select(['message_id', 'room', 'price_minor'])
    .where('request_id', '=', requestId)
    .where('offer_status', '=', 'accepted')
    .executeTakeFirst();
}

/** Compare-and-set on one pending offer; undefined when it was no longer pending. */
export function settleOffer(db: Db, messageId: number, status: OfferStatus) {
  return db
    .updateTable('chat_messages')
    .set({ offer_status: status })
    .where('message_id', '=', messageId)
    .where('offer_status', '=', 'pending')
    .returning(['message_id', 'room', 'request_id', 'price_minor'])
    .executeTakeFirst();
}

/** Closes the pending offers of a request (in one room, or everywhere) with `status`. */
export function closeOffers(
  db: Db,
  requestId: number,
  status: 'withdrawn' | 'canceled',
  room?: string,
) {
  let q = db
    .updateTable('chat_messages')
    .set({ offer_status: status })
    .where('request_id', '=', requestId)
    .where('offer_status', '=', 'pending');
  if (room) q = q.where('room', '=', room);
  return q.returning(['message_id', 'room', 'request_id', 'price_minor']).execute();
}

/** The request row, locked until the transaction ends, so offers and accepts take turns. */
export function lockRequest(db: Transaction<Database>, requestId: number) {
  return db
    .selectFrom('service_requests')
    .select(['request_id', 'client_id', 'status', 'sp_id', 'price_minor'])
    .where('request_id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

/** Compare-and-set: pending and unassigned becomes accepted by this provider at this price. */
export function acceptRequest(
  db: Db,
  requestId: number,
  spId: number,
  priceMinor: number,
  now: Date,
) {
  return db
    .updateTable('service_requests')
    .set({ status: 'accepted', sp_id: spId, price_minor: priceMinor, accepted_at: now })
    .where('request_id', '=', requestId)
    .where('status', '=', 'pending')
    .where('sp_id', 'is', null)
    .returning(['request_id', 'client_id'])
    .executeTakeFirst();
}
