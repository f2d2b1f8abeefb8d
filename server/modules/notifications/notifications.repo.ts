import type { Kysely, Transaction } from 'kysely';
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
    .execute();
}

export type NotificationRow = Awaited<ReturnType<typeof latestOf>>[number];

export function latestOf(db: Db, recipientId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(columns)
    .where('recipient_id', '=', recipientId)
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
