import type { Kysely } from 'kysely';
import { DEFAULT_CURRENCY } from '#contracts/money';
import {
  NOTIFICATIONS_LIMIT,
  type Notification,
  type NotificationList,
} from '#contracts/notifications';
import { DEFAULT_LANGUAGE } from '#locales/languages';
import { loadCatalogNames } from '../../db/catalog-names';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type AccountContacts, createAccountContacts } from '../auth/account-contacts';
import type { Actor } from '../auth/authenticator';
import { parseParams } from './notification-render';
import { toNotification } from './notification-view';
import * as repo from './notifications.repo';

/**
 * The bell: each account's latest notifications, in its language, and read marks. They are
 * written by the bell channel (bell-channel.ts) when the dispatcher delivers a domain event.
 */
export function createNotificationsService(
  db: Kysely<Database>,
  opts: { accounts?: AccountContacts; currency?: string } = {},
) {
  const accounts = opts.accounts ?? createAccountContacts(db);
  const currency = opts.currency ?? DEFAULT_CURRENCY;

  async function list(actor: Actor): Promise<NotificationList> {
    const [rows, unread, languages] = await Promise.all([
      repo.latestOf(db, actor.id, NOTIFICATIONS_LIMIT),
      repo.unreadCount(db, actor.id),
      accounts.languagesOf([actor.id]),
    ]);
    const language = languages.get(actor.id) ?? DEFAULT_LANGUAGE;
    const names = await loadCatalogNames(
      db,
      rows.map((row) => parseParams(row.params)),
    );
    return {
      notifications: rows.map(
        (row): Notification => toNotification(row, language, currency, names),
      ),
      unread,
    };
  }

  return {
    list,

    async markRead(actor: Actor, notificationId: number): Promise<NotificationList> {
      if (!(await repo.exists(db, actor.id, notificationId)))
        throw notFound('notifications.errors.notFound');
      await repo.markRead(db, actor.id, notificationId);
      return list(actor);
    },

    async markAllRead(actor: Actor, room?: string): Promise<NotificationList> {
      await repo.markAllRead(db, actor.id, room);
      return list(actor);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
