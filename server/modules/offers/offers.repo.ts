import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_TIME_ZONE } from '#contracts/request-when';
import type { Database, OfferStatus, UserRole } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const offerColumns = [
  'o.offer_id',
  'o.request_id',
  'o.room',
  'm.message_id',
  'o.made_by',
  'o.price_minor',
  'o.status',
  'o.replaces_offer_id',
  'o.created_at',
  'o.expires_at',
  'o.decided_at',
  'o.slot_start',
  'o.slot_end',
  // The zone of the request's city, which the proposed slot is worded in.
  'ci.time_zone',
  'o.included',
  'o.duration_minutes',
  // The terms of the offer it replaced: what a counter changed is read against them.
  'prev.price_minor as prev_price_minor',
  'prev.slot_start as prev_slot_start',
  'prev.slot_end as prev_slot_end',
  'prev.included as prev_included',
  'prev.duration_minutes as prev_duration_minutes',
] as const;

function offersQuery(db: Db) {
  return db
    .selectFrom('offers as o')
    .innerJoin('chat_messages as m', 'm.offer_id', 'o.offer_id')
    .innerJoin('service_requests as r', 'r.request_id', 'o.request_id')
    .innerJoin('cities as ci', 'ci.city_id', 'r.city_id')
    .leftJoin('offers as prev', 'prev.offer_id', 'o.replaces_offer_id')
    .select(offerColumns);
}
export type OfferRow = Awaited<ReturnType<typeof findOffer>> & object;

export function findOffer(db: Db, offerId: number) {
  return offersQuery(db).where('o.offer_id', '=', offerId).executeTakeFirst();
}

/** The offer a chat message shows. */
export function offerOfMessage(db: Db, messageId: number) {
  return offersQuery(db).where('m.message_id', '=', messageId).executeTakeFirst();
}

/** The open offer on a request in one chat (at most one: a unique index says so). */
export function pendingIn(db: Db, requestId: number, room: string) {
  return offersQuery(db)
    .where('o.request_id', '=', requestId)
    .where('o.room', '=', room)
    .where('o.status', '=', 'pending')
    .executeTakeFirst();
}

export function acceptedOf(db: Db, requestId: number) {
  return offersQuery(db)
    .where('o.request_id', '=', requestId)
    .where('o.status', '=', 'accepted')
    .executeTakeFirst();
}

/** Whether the request was ever offered in this chat. */
export async function sharedIn(db: Db, requestId: number, room: string): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('offer_id')
    .where('request_id', '=', requestId)
    .where('room', '=', room)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another offer on the request came before `offerId` in this chat, whatever became of it. */
export async function offeredBefore(db: Db, offerId: number, requestId: number, room: string) {
  const row = await db
    .selectFrom('offers')
    .select('offer_id')
    .where('request_id', '=', requestId)
    .where('room', '=', room)
    .where('offer_id', '<', offerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The chats a request was offered in. */
export async function roomsOfRequest(db: Db, requestId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('offers')
    .select('room')
    .distinct()
    .where('request_id', '=', requestId)
    .execute();
  return rows.map((r) => r.room);
}

/** A request's offers, oldest first: in one chat, or in any of the given chats. */
export function offersOfRequest(db: Db, requestId: number, rooms: string[]) {
  if (rooms.length === 0) return Promise.resolve([]);
  return offersQuery(db)
    .where('o.request_id', '=', requestId)
    .where('o.room', 'in', rooms)
    .orderBy('o.offer_id')
    .execute();
}

export async function insertOffer(
  db: Db,
  values: {
    request_id: number;
    room: string;
    made_by: UserRole;
    price_minor: number;
    replaces_offer_id: number | null;
    created_at: Date;
    expires_at: Date;
    slot_start: Date | null;
    slot_end: Date | null;
    included: string | null;
    duration_minutes: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('offers')
    .values(values)
    .returning('offer_id')
    .executeTakeFirstOrThrow();
  return row.offer_id;
}

/** The columns a closing update answers: enough to announce the change. */
const closedColumns = [
  'offer_id',
  'request_id',
  'room',
  'made_by',
  'price_minor',
  'slot_start',
  'slot_end',
] as const;
export type ClosedOffer = {
  offer_id: number;
  request_id: number;
  room: string;
  made_by: UserRole;
  price_minor: number;
  slot_start: Date | null;
  slot_end: Date | null;
};

/** Adds the id of the chat message that shows each offer, and the zone its slot is worded in. */
async function withMessages<T extends ClosedOffer>(db: Db, rows: T[]) {
  if (rows.length === 0) return [];
  const messages = await db
    .selectFrom('chat_messages as m')
    .innerJoin('service_requests as r', 'r.request_id', 'm.request_id')
    .innerJoin('cities as ci', 'ci.city_id', 'r.city_id')
    .select(['m.message_id', 'm.offer_id', 'ci.time_zone'])
    .where(
      'm.offer_id',
      'in',
      rows.map((r) => r.offer_id),
    )
    .execute();
  const byOffer = new Map(messages.map((m) => [m.offer_id, m]));
  return rows.map((row) => ({
    ...row,
    message_id: byOffer.get(row.offer_id)?.message_id ?? 0,
    time_zone: byOffer.get(row.offer_id)?.time_zone ?? DEFAULT_TIME_ZONE,
  }));
}

/** Compare-and-set on one pending offer; undefined when it was no longer pending. */
export async function settle(
  db: Db,
  offerId: number,
  status: Exclude<OfferStatus, 'pending'>,
  now: Date,
) {
  let q = db
    .updateTable('offers')
    .set({ status, decided_at: now })
    .where('offer_id', '=', offerId)
    .where('status', '=', 'pending');
  // Only an offer still in time can be accepted.
  if (status === 'accepted') q = q.where('expires_at', '>', now);
  const row = await q.returning(closedColumns).executeTakeFirst();
  return row ? (await withMessages(db, [row]))[0] : undefined;
}

/** Closes the pending offers of a request (all, or all but one chat's) with `status`. */
export async function closePendingOf(
  db: Db,
  requestId: number,
  status: 'withdrawn' | 'canceled' | 'expired',
  now: Date,
  exceptRoom?: string,
) {
  // Locked in id order first, so two writers closing offers of one request never deadlock.
  let pending = db
    .selectFrom('offers')
    .select('offer_id')
    .where('request_id', '=', requestId)
    .where('status', '=', 'pending')
    .orderBy('offer_id')
    .forUpdate();
  if (exceptRoom) pending = pending.where('room', '!=', exceptRoom);
  const ids = (await pending.execute()).map((r) => r.offer_id);
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('offers')
    .set({ status, decided_at: now })
    .where('offer_id', 'in', ids)
    .where('status', '=', 'pending')
    .returning(closedColumns)
    .execute();
  return withMessages(db, rows);
}

/** Expires up to `limit` pending offers whose time ran out. */
export async function expireDue(db: Db, now: Date, limit: number) {
  const rows = await db
    .updateTable('offers')
    .set({ status: 'expired', decided_at: now })
    .where('status', '=', 'pending')
    .where('offer_id', 'in', (eb) =>
      eb
        .selectFrom('offers')
        .select('offer_id')
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(limit)
        // An offer being answered right now is left to the next run: never wait on it.
        .forUpdate()
        .skipLocked(),
    )
    .returning(closedColumns)
    .execute();
  return withMessages(db, rows);
}

/** Marks up to `limit` pending offers expiring before `horizon` as reminded: answers them. */
export async function remindDue(db: Db, horizon: Date, now: Date, limit: number) {
  const rows = await db
    .updateTable('offers')
    .set({ reminded_at: now })
    .where('status', '=', 'pending')
    .where('reminded_at', 'is', null)
    .where('offer_id', 'in', (eb) =>
      eb
        .selectFrom('offers')
        .select('offer_id')
        .where('status', '=', 'pending')
        .where('reminded_at', 'is', null)
        .where('expires_at', '<=', horizon)
        .orderBy('expires_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([...closedColumns, 'expires_at'])
    .execute();
  return withMessages(db, rows);
}
