import type { Kysely, Transaction } from 'kysely';
import { partiesOf } from '../../../contracts/chat';
import {
  NOTIFICATIONS_LIMIT,
  type Notification,
  type NotificationList,
  type notificationKind,
} from '../../../contracts/notifications';
import { personalRoom } from '../../../contracts/socket-events';
import type { Database, UserRole } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { Actor } from '../auth/authenticator';
import * as repo from './notifications.repo';

export type NotificationDraft = {
  to: { id: number; role: UserRole };
  kind: (typeof notificationKind.options)[number];
  message: string;
  /** The chat it is about; null for billing. */
  room: string | null;
};
type Stored = { notification: Notification; to: NotificationDraft['to'] };

function toNotification(row: Awaited<ReturnType<typeof repo.latestOf>>[number]): Notification {
  const parties = row.room ? partiesOf(row.room) : null;
  return {
    notification_id: row.notification_id,
    kind: row.kind as Notification['kind'],
    message: row.message,
    room: row.room,
    // Without a chat, the notification is about the recipient's own account: a provider's
    // billing, or a client's expired request.
    client_id:
      parties?.clientId ?? (!row.room && row.kind === 'request_expired' ? row.recipient_id : null),
    sp_id: parties?.spId ?? (!row.room && row.kind !== 'request_expired' ? row.recipient_id : null),
    timestamp: row.created_at.getTime(),
    read: row.read_at !== null,
  };
}

/**
 * Stored notifications: written in the same transaction as what they announce, published
 * to the recipient's personal room once that transaction has committed.
 */
export function createNotificationsService(db: Kysely<Database>, broadcaster: Broadcaster) {
  return {
    async record(trx: Transaction<Database>, drafts: NotificationDraft[]): Promise<Stored[]> {
      if (drafts.length === 0) return [];
      const rows = await repo.insertNotifications(
        trx,
        drafts.map((d) => ({
          recipient_id: d.to.id,
          kind: d.kind,
          message: d.message,
          room: d.room,
        })),
      );
      // Each row goes to its own recipient (ids are unique across clients and providers).
      return rows.flatMap((row) => {
        const draft = drafts.find((d) => d.to.id === row.recipient_id);
        return draft ? [{ notification: toNotification(row), to: draft.to }] : [];
      });
    },

    publish(stored: Stored[]): void {
      for (const { notification, to } of stored) {
        broadcaster.emit([personalRoom(to.role, to.id)], 'notification', notification);
      }
    },

    async list(actor: Actor): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([
        repo.latestOf(db, actor.id, NOTIFICATIONS_LIMIT),
        repo.unreadCount(db, actor.id),
      ]);
      return { notifications: rows.map(toNotification), unread };
    },

    async markRead(actor: Actor, notificationId: number): Promise<NotificationList> {
      if (!(await repo.exists(db, actor.id, notificationId)))
        throw notFound('Notification not found.');
      await repo.markRead(db, actor.id, notificationId);
      return this.list(actor);
    },

    async markAllRead(actor: Actor, room?: string): Promise<NotificationList> {
      await repo.markAllRead(db, actor.id, room);
      return this.list(actor);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
