import type { Transaction } from 'kysely';
import {
  EMAIL_GROUP_OF,
  type EmailGroup,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type UnsubscribeState,
} from '#contracts/email-notifications';
import { ErrorCode } from '#contracts/errors';
import { coalesces } from '#contracts/notifications';
import type { Database } from '../../db/schema';
import type { Delivery } from '../../events/channel';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import * as repo from './email-notifications.repo';
import { outboxRows } from './email-outbox-rows';
import { createEmailSending, type EmailNotificationDeps } from './email-sending';
import { switchesOf } from './email-switches';

const invalidLink = () => new AppError(ErrorCode.badRequest, 400, 'email.unsubscribe.invalid');

/**
 * Email notifications (decision 0039): each account's switches per group; the outbox, filled
 * in the transaction of what it announces and emptied by a job that retries failed sends; a
 * chat's messages as one digest per MESSAGE_DIGEST_MINUTES; unsubscribe links that need no
 * login.
 */
export function createEmailNotifications(d: EmailNotificationDeps) {
  const { db } = d;
  const digestMs = d.digestMinutes * 60_000;
  const { digestRow, singleRow } = outboxRows(digestMs);
  const sending = createEmailSending(d);

  async function settings(accountId: number): Promise<NotificationSettings> {
    const of = await switchesOf(db, [accountId]);
    return { ...of(accountId), digest_minutes: d.digestMinutes };
  }

  /**
   * Queues the emails of delivered events: each notice its recipient wants by email, once per
   * event (a second delivery queues nothing more); a chat's messages wait as one digest.
   */
  async function queueNotices(batch: Delivery[], trx: Transaction<Database>): Promise<void> {
    const notices = batch.flatMap((delivery) =>
      delivery.notices.map((notice) => ({ eventId: delivery.eventId, notice })),
    );
    if (notices.length === 0) return;
    const now = d.clock();
    const on = await switchesOf(trx, [...new Set(notices.map((n) => n.notice.to.id))]);
    const singles: Parameters<typeof repo.queueEmails>[1] = [];
    for (const { eventId, notice } of notices) {
      const group = EMAIL_GROUP_OF[notice.kind];
      if (!on(notice.to.id)[group]) continue;
      const params = JSON.stringify(notice.params);
      if (group === 'messages' && notice.chat !== null) {
        // One digest per chat waits the quiet period; later messages join it.
        await repo.queueDigest(trx, digestRow(notice.to.id, notice.chat, params, now));
      } else if (coalesces(notice.kind)) {
        // Waits the quiet period too; later ones about the subject join it (decision 0047).
        await repo.queueCoalesced(trx, {
          ...singleRow(eventId, notice, group, params, now),
          target_entity: notice.target.entity,
          target_id: notice.target.id,
          send_after: new Date(now.getTime() + digestMs),
        });
      } else {
        singles.push(singleRow(eventId, notice, group, params, now));
      }
    }
    await repo.queueEmails(trx, singles);
  }

  async function stateOf(token: string): Promise<{ accountId: number; group: EmailGroup }> {
    const claims = await d.tokens.read(token);
    if (!claims) throw invalidLink();
    // The account may be gone since the email was sent.
    const contact = (await d.accounts.contactsOf([claims.accountId])).get(claims.accountId);
    if (!contact) throw invalidLink();
    return claims;
  }

  return {
    queueNotices,

    settings: (actor: Actor) => settings(actor.id),

    async updateSettings(actor: Actor, patch: NotificationSettingsUpdate) {
      await repo.saveSettings(db, actor.id, patch);
      return settings(actor.id);
    },

    sendDue: sending.sendDue,

    /** What an unsubscribe link stops, and whether it is still on. */
    async unsubscribeState(token: string): Promise<UnsubscribeState> {
      const { accountId, group } = await stateOf(token);
      return { group, email: (await settings(accountId))[group] };
    },

    /** Turns the link's group off for its account. */
    async unsubscribe(token: string): Promise<UnsubscribeState> {
      const { accountId, group } = await stateOf(token);
      await repo.saveSettings(db, accountId, { [group]: false });
      d.log.info({ accountId, group }, 'email notifications turned off by link');
      return { group, email: false };
    },
  };
}

export type EmailNotifications = ReturnType<typeof createEmailNotifications>;
