import type { Kysely, Transaction } from 'kysely';
import { partiesOf } from '../../../contracts/chat';
import { DEFAULT_CURRENCY } from '../../../contracts/money';
import type { NotificationContent } from '../../../contracts/notification-text';
import {
  NOTIFICATIONS_LIMIT,
  type Notification,
  type NotificationList,
  type NotificationParams,
} from '../../../contracts/notifications';
import { personalRoom } from '../../../contracts/socket-events';
import { DEFAULT_LANGUAGE, type Language } from '../../../locales/languages';
import type { Database, UserRole } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Broadcaster } from '../../realtime/broadcaster';
import { type AccountContacts, createAccountContacts } from '../auth/account-contacts';
import type { Actor } from '../auth/authenticator';
import { parseParams, renderNotification } from './notification-render';
import * as repo from './notifications.repo';

/**
 * A notification to store: its kind and values (no text: it is written when read or sent, in
 * the reader's language), who it is for, and the chat it is about (null for billing).
 */
export type NotificationDraft = NotificationContent & {
  to: { id: number; role: UserRole };
  room: string | null;
};
type Stored = { notification: Notification; to: NotificationDraft['to'] };

/** A notification just stored, as the email outbox takes it (in the same transaction). */
export type StoredNote = {
  recipient_id: number;
  kind: NotificationDraft['kind'];
  params: NotificationParams;
  room: string | null;
};
export type EmailQueue = {
  queue(trx: Transaction<Database>, notes: StoredNote[]): Promise<void>;
};

type Row = Awaited<ReturnType<typeof repo.latestOf>>[number];

function toNotification(row: Row, language: Language, currency: string): Notification {
  const parties = row.room ? partiesOf(row.room) : null;
  const params = parseParams(row.params);
  return {
    notification_id: row.notification_id,
    kind: row.kind as Notification['kind'],
    message: renderNotification(language, currency, {
      kind: row.kind,
      params,
      message: row.message,
    }),
    params,
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
export function createNotificationsService(
  db: Kysely<Database>,
  broadcaster: Broadcaster,
  opts: {
    /** The emails of each notification, queued in its transaction; none without. */
    emails?: EmailQueue;
    accounts?: AccountContacts;
    currency?: string;
  } = {},
) {
  const accounts = opts.accounts ?? createAccountContacts(db);
  const currency = opts.currency ?? DEFAULT_CURRENCY;

  return {
    async record(trx: Transaction<Database>, drafts: NotificationDraft[]): Promise<Stored[]> {
      if (drafts.length === 0) return [];
      const rows = await repo.insertNotifications(
        trx,
        drafts.map((d) => ({
          recipient_id: d.to.id,
          kind: d.kind,
          params: JSON.stringify(d.params),
          room: d.room,
        })),
      );
      await opts.emails?.queue(
        trx,
        drafts.map((d) => ({
          recipient_id: d.to.id,
          kind: d.kind,
          params: d.params,
          room: d.room,
        })),
      );
      // The live event says it in the language each recipient reads.
      const languages = await accounts.languagesOf(
        rows.map((row) => row.recipient_id),
        trx,
      );
      // Each row goes to its own recipient (ids are unique across clients and providers).
      return rows.flatMap((row) => {
        const draft = drafts.find((d) => d.to.id === row.recipient_id);
        const language = languages.get(row.recipient_id) ?? DEFAULT_LANGUAGE;
        return draft
          ? [{ notification: toNotification(row, language, currency), to: draft.to }]
          : [];
      });
    },

    publish(stored: Stored[]): void {
      for (const { notification, to } of stored) {
        broadcaster.emit([personalRoom(to.role, to.id)], 'notification', notification);
      }
    },

    async list(actor: Actor): Promise<NotificationList> {
      const [rows, unread, languages] = await Promise.all([
        repo.latestOf(db, actor.id, NOTIFICATIONS_LIMIT),
        repo.unreadCount(db, actor.id),
        accounts.languagesOf([actor.id]),
      ]);
      const language = languages.get(actor.id) ?? DEFAULT_LANGUAGE;
      return {
        notifications: rows.map((row) => toNotification(row, language, currency)),
        unread,
      };
    },

    async markRead(actor: Actor, notificationId: number): Promise<NotificationList> {
      if (!(await repo.exists(db, actor.id, notificationId)))
        throw notFound('notifications.errors.notFound');
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
