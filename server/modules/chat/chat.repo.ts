import { type Kysely, type QueryCreator, type Selectable, sql, type Transaction } from 'kysely';
import type { ChatSaid } from '#contracts/chat-text';
import { catalogText, providerName } from '../../db/names';
import { PREPARED } from '../../db/prepared';
import type { Database, UserRole } from '../../db/schema';
import type { HideValues } from '../../db/schema-moderation';
import { keptApartColumns } from '../blocks/block-rule';

type Db = Kysely<Database> | Transaction<Database>;

/** A chat head with both parties' names, emails and the language each reads. */
function headsQuery(db: Db) {
  return db
    .selectFrom('chat_heads as h')
    .innerJoin('clients as c', 'c.client_id', 'h.client_id')
    .innerJoin('accounts as ca', 'ca.id', 'h.client_id')
    .innerJoin('service_providers as p', 'p.sp_id', 'h.sp_id')
    .innerJoin('accounts as pa', 'pa.id', 'h.sp_id')
    .select([
      'h.room',
      'h.client_id',
      'h.sp_id',
      'c.name as client_name',
      providerName('p').as('sp_name'),
      'ca.email as client_email',
      'pa.email as sp_email',
      'ca.language as client_language',
      'pa.language as sp_language',
      'p.profile_image',
      'h.last_message',
      'h.last_kind',
      'h.last_params',
      'h.updated_at',
      'h.client_read_id',
      'h.sp_read_id',
    ]);
}
export type HeadRow = Awaited<ReturnType<typeof findHead>> & object;

export function findHead(db: Db, room: string) {
  return headsQuery(db).where('h.room', '=', room).executeTakeFirst();
}

/** The head a message is about to be written in, with whether its parties are kept apart. */
export function findHeadToWrite(db: Db, room: string) {
  return headsQuery(db)
    .select(keptApartColumns('h.client_id', 'h.sp_id'))
    .where('h.room', '=', room)
    .modifyEnd(PREPARED)
    .executeTakeFirst();
}

/**
 * The user's chats, most recent first, after the cursor. A chat's sort value changes with every
 * message, so the cursor carries the value the page saw (in whole microseconds, exact), not
 * only the room: a chat that moved up since is not listed again further down.
 */
export function headsOf(
  db: Db,
  role: UserRole,
  id: number,
  after: { updatedMicros: number; room: string } | undefined,
  limit: number,
) {
  let q = headsQuery(db)
    .select(sql<string>`(extract(epoch from h.updated_at) * 1000000)::bigint`.as('updated_micros'))
    .where(role === 'clients' ? 'h.client_id' : 'h.sp_id', '=', id);
  if (after) {
    q = q.where(
      sql<boolean>`(h.updated_at, h.room) < (to_timestamp(0) + ${after.updatedMicros} * interval '1 microsecond', ${after.room})`,
    );
  }
  return q.orderBy('h.updated_at', 'desc').orderBy('h.room', 'desc').limit(limit).execute();
}

/** Unread counts are exact up to this many; a chat with more shows "99+". */
export const UNREAD_CAP = 100;

/** For each room, how many of the other party's messages `role` has not seen (up to UNREAD_CAP). */
export async function unreadIn(db: Db, role: UserRole, rooms: string[]) {
  if (rooms.length === 0) return new Map<string, number>();
  const mark = role === 'clients' ? sql.ref('h.client_read_id') : sql.ref('h.sp_read_id');
  const rows = await db
    .selectFrom('chat_heads as h')
    .select([
      'h.room',
      sql<number>`(select count(*) from (select 1 from chat_messages m
        where m.room = h.room and m.message_id > ${mark} and m.sender_type <> ${role}
        limit ${UNREAD_CAP}) seen)`.as('unread'),
    ])
    .where('h.room', 'in', rooms)
    .execute();
  return new Map(rows.map((r) => [r.room, Number(r.unread)]));
}

/**
 * Moves `role`'s read mark in the room up to `upTo` (never down, never past the room's newest
 * message); answers both marks, or undefined when the room has no head.
 */
export function markRead(db: Db, room: string, role: UserRole, upTo: number) {
  const column = role === 'clients' ? 'client_read_id' : 'sp_read_id';
  const newest = sql<number>`coalesce((select max(m.message_id) from chat_messages m where m.room = ${room}), 0)`;
  return db
    .updateTable('chat_heads')
    .set({ [column]: sql<number>`greatest(${sql.ref(column)}, least(${upTo}, ${newest}))` })
    .where('room', '=', room)
    .returning(['client_read_id', 'sp_read_id'])
    .executeTakeFirst();
}

export async function ensureHead(db: Db, room: string, clientId: number, spId: number) {
  await db
    .insertInto('chat_heads')
    .values({ room, client_id: clientId, sp_id: spId })
    .onConflict((oc) => oc.column('room').doNothing())
    .execute();
}

/** A head's preview: what a person typed, or what the server wrote as a kind and values. */
export type Preview = { typed: string } | { said: ChatSaid };

function touchHeadQuery(db: QueryCreator<Database>, room: string, preview: Preview) {
  return db
    .updateTable('chat_heads')
    .set({
      ...('typed' in preview
        ? { last_message: preview.typed, last_kind: null, last_params: null }
        : {
            last_message: '',
            last_kind: preview.said.kind,
            last_params: JSON.stringify(preview.said.params),
          }),
      updated_at: new Date(),
    })
    .where('room', '=', room);
}

export async function touchHead(db: Db, room: string, preview: Preview) {
  await touchHeadQuery(db, room, preview).execute();
}

const messageColumns = [
  'm.message_id',
  'm.room',
  'm.sender_type',
  'm.message_text',
  'm.text_kind',
  'm.text_params',
  'm.type',
  'm.request_id',
  'm.offer_id',
  'o.status as offer_status',
  'o.price_minor',
  'o.expires_at',
  'o.slot_start',
  'o.slot_end',
  'ci.time_zone',
  'o.included',
  'o.duration_minutes',
  // The terms of the offer it replaced: what a counter changed (decision 0086).
  'prev.price_minor as prev_price_minor',
  'prev.slot_start as prev_slot_start',
  'prev.slot_end as prev_slot_end',
  'prev.included as prev_included',
  'prev.duration_minutes as prev_duration_minutes',
  'm.created_at',
  'm.hidden_at',
  // An offer's service and city in both languages: one message goes to two readers (decision 0059).
  catalogText('en', 's').$castTo<string | null>().as('service_name'),
  catalogText('ur', 's').$castTo<string | null>().as('service_name_ur'),
  'r.description',
  'r.address',
  'r.sp_id as request_sp_id',
  catalogText('en', 'ci').$castTo<string | null>().as('request_city'),
  catalogText('ur', 'ci').$castTo<string | null>().as('request_city_ur'),
  'a.attachment_id',
  'a.kind as attachment_kind',
  'a.width as attachment_width',
  'a.height as attachment_height',
  'a.duration_ms as attachment_ms',
] as const;

/** `chat_messages`, or a message just inserted in the same statement (`insertMessage`). */
type MessageSource = QueryCreator<
  Database & { new_message: Selectable<Database['chat_messages']> }
>;

function messagesQuery(db: MessageSource, from: 'chat_messages as m' | 'new_message as m') {
  // Both sources have the table's columns: typed as one, Kysely can follow the joins.
  return db
    .selectFrom(from as 'chat_messages as m')
    .leftJoin('offers as o', 'o.offer_id', 'm.offer_id')
    .leftJoin('offers as prev', 'prev.offer_id', 'o.replaces_offer_id')
    .leftJoin('service_requests as r', 'r.request_id', 'm.request_id')
    .leftJoin('services as s', 's.service_id', 'r.service_id')
    .leftJoin('cities as ci', 'ci.city_id', 'r.city_id')
    .leftJoin('chat_attachments as a', 'a.message_id', 'm.message_id')
    .select(messageColumns);
}
export type MessageRow = Awaited<ReturnType<typeof findMessage>> & object;

export function findMessage(db: Db, messageId: number) {
  return messagesQuery(db, 'chat_messages as m')
    .where('m.message_id', '=', messageId)
    .executeTakeFirst();
}

/** The newest `limit` messages of a room older than `before`, newest first. */
export function messagesOf(db: Db, room: string, before: number | undefined, limit: number) {
  let q = messagesQuery(db, 'chat_messages as m').where('m.room', '=', room);
  if (before !== undefined) q = q.where('m.message_id', '<', before);
  return q.orderBy('m.message_id', 'desc').limit(limit).execute();
}

/**
 * A moderator hides a typed message (decision 0067): compare-and-set on not hidden yet. Answers
 * its room and sender, or undefined when there is no such typed message or it is hidden already.
 */
export function hideMessage(db: Db, messageId: number, hide: HideValues) {
  return db
    .updateTable('chat_messages')
    .set(hide)
    .where('message_id', '=', messageId)
    .where('type', '=', 'text')
    .where('text_kind', 'is', null)
    .where('hidden_at', 'is', null)
    .returning(['room', 'sender_type'])
    .executeTakeFirst();
}

/** When the hidden message is the room's newest, its preview says so (without moving the room). */
export async function hidePreviewOf(db: Db, room: string, messageId: number, said: ChatSaid) {
  await db
    .updateTable('chat_heads')
    .set({ last_message: '', last_kind: said.kind, last_params: JSON.stringify(said.params) })
    .where('room', '=', room)
    .where(
      (eb) =>
        eb
          .selectFrom('chat_messages')
          .select((m) => m.fn.max('message_id').as('newest'))
          .where('room', '=', room),
      '=',
      messageId,
    )
    .execute();
}

/**
 * The fast-response badge's facts (decisions 0066, 0111), kept on the head as each message is
 * written: the client's first message, and the provider's first one at or after it. A hidden
 * message counts as written.
 */
function firstQuestionAndAnswer(sender: UserRole) {
  const written = sql<Date>`(select created_at from new_message)`;
  return sender === 'clients'
    ? { asked_at: sql<Date | null>`coalesce(asked_at, ${written})` }
    : {
        answered_at: sql<Date | null>`coalesce(answered_at,
          case when ${written} >= asked_at then ${written} end)`,
      };
}

/**
 * Inserts a message and moves its room's preview to it in one statement; answers the message
 * as `findMessage` reads it (its offer's terms joined). An attachment written after this
 * statement is not in the answer: read the message again then.
 */
export function insertMessage(
  db: Db,
  values: {
    room: string;
    sender_type: UserRole;
    message_text: string;
    text_kind?: string;
    text_params?: string;
    type?: 'text' | 'service_request';
    request_id?: number;
    offer_id?: number;
  },
  preview: Preview,
): Promise<MessageRow> {
  return messagesQuery(
    db
      .with('new_message', (q) => q.insertInto('chat_messages').values(values).returningAll())
      .with('moved_head', (q) =>
        touchHeadQuery(q, values.room, preview)
          .set(firstQuestionAndAnswer(values.sender_type))
          .returning('room'),
      ),
    'new_message as m',
  )
    .modifyEnd(PREPARED)
    .executeTakeFirstOrThrow();
}

/** The other party's text messages `reader` has not seen in the room: what an email digest lists. */
function unreadTexts(db: Db, room: string, reader: UserRole) {
  const mark = reader === 'clients' ? 'h.client_read_id' : 'h.sp_read_id';
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_heads as h', 'h.room', 'm.room')
    .where('m.room', '=', room)
    .where('m.sender_type', '<>', reader)
    .where('m.type', '=', 'text')
    .whereRef('m.message_id', '>', mark);
}

/** The newest `limit` unread texts of a room, newest first. */
export function latestUnreadTexts(db: Db, room: string, reader: UserRole, limit: number) {
  return unreadTexts(db, room, reader)
    .select(['m.message_id', 'm.message_text', 'm.created_at'])
    .orderBy('m.message_id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnreadTexts(db: Db, room: string, reader: UserRole) {
  const row = await unreadTexts(db, room, reader)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
