import { type Kysely, sql, type Transaction } from 'kysely';
import { PREPARED } from '../../db/prepared';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const columns = [
  'notification_id',
  'recipient_id',
  'kind',
  'message',
  'params',
  'room',
  'created_at',
  'read_at',
  'event_id',
  'target_entity',
  'target_id',
  'repeats',
] as const;

type NewNotification = {
  recipient_id: number;
  kind: string;
  params: string;
  room: string | null;
  event_id: number;
  target_entity: string;
  target_id: number;
};

/**
 * Stores notifications, answering each with the language its recipient reads (one statement);
 * one an event already gave its recipient is skipped (not answered).
 */
export function insertNotifications(db: Db, rows: NewNotification[]) {
  return db
    .with('added', (q) =>
      q
        .insertInto('notifications')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .returning(columns),
    )
    .selectFrom('added')
    .innerJoin('accounts', 'accounts.id', 'added.recipient_id')
    .selectAll('added')
    .select('accounts.language')
    .modifyEnd(PREPARED)
    .execute();
}

export type NotificationRow = Awaited<ReturnType<typeof latestOf>>[number];

/**
 * Folds the recipient's older unread notifications of the same kind about the same subject
 * into `head` (decision 0047): they become read with `repeats` 0 (each keeps its event's key),
 * and `head` counts their events with its own. Answers `head`'s count.
 */
export async function foldInto(
  db: Db,
  head: Pick<
    NotificationRow,
    'notification_id' | 'recipient_id' | 'kind' | 'target_entity' | 'target_id'
  >,
): Promise<number> {
  const { rows } = await sql<{ repeats: number }>`
    with older as (
      select notification_id, repeats from notifications
      where recipient_id = ${head.recipient_id} and read_at is null and kind = ${head.kind}
        and target_entity = ${head.target_entity} and target_id = ${head.target_id}
        and notification_id < ${head.notification_id}
      for update
    ), folded as (
      update notifications n set repeats = 0, read_at = now()
      from older where n.notification_id = older.notification_id
      returning older.repeats
    )
    update notifications
    set repeats = repeats + (select coalesce(sum(folded.repeats), 0) from folded)
    where notification_id = ${head.notification_id}
    returning repeats`.execute(db);
  return Number(rows[0]?.repeats ?? 1);
}

/** The latest notifications shown (not those folded into a newer one). */
export function latestOf(db: Db, recipientId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(columns)
    .where('recipient_id', '=', recipientId)
    .where('repeats', '>', 0)
    .orderBy('notification_id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadCount(db: Db, recipientId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function markRead(db: Db, recipientId: number, notificationId: number) {
  return db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('recipient_id', '=', recipientId)
    .where('notification_id', '=', notificationId)
    .where('read_at', 'is', null)
    .execute();
}

export function markAllRead(db: Db, recipientId: number, room?: string) {
  let q = db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null);
  if (room) q = q.where('room', '=', room);
  return q.execute();
}

export async function exists(db: Db, recipientId: number, notificationId: number) {
  const row = await db
    .selectFrom('notifications')
    .select('notification_id')
    .where('recipient_id', '=', recipientId)
    .where('notification_id', '=', notificationId)
    .executeTakeFirst();
  return row !== undefined;
}
