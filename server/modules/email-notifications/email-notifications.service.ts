import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { EVENT_ENTITIES } from '#contracts/domain-events';
import {
  ACCOUNT_SETTINGS_PAGE,
  EMAIL_GROUP_OF,
  type EmailGroup,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  UNSUBSCRIBE_PAGE,
  type UnsubscribeState,
} from '#contracts/email-notifications';
import { ErrorCode } from '#contracts/errors';
import { notificationPath } from '#contracts/notification-links';
import type { NotificationKind } from '#contracts/notification-text';
import { coalesces } from '#contracts/notifications';
import { loadCatalogNames } from '../../db/catalog-names';
import type { Database } from '../../db/schema';
import type { Delivery } from '../../events/channel';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { AccountContacts } from '../auth/account-contacts';
import type { Actor } from '../auth/authenticator';
import type { ChatDigests } from '../chat/chat-digest';
import { parseParams, withCatalogNames } from '../notifications/notification-render';
import type { RequestSubjects } from '../requests/request-subjects';
import * as repo from './email-notifications.repo';
import {
  DIGEST_QUOTES,
  type EmailLinks,
  renderDigestEmail,
  renderNotificationEmail,
} from './email-render';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** Emails handled per batch; a run loops until a batch comes back short. */
const BATCH = 50;
/** A send that fails is tried again after 1, 2, 4, 8 and 16 minutes, then given up. */
export const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;
/**
 * How long a sender holds an email it took (longer than any send: the mailer gives up after
 * 30 s); another node's run finds it due again only if the sender died.
 */
const CLAIM_MS = 10 * 60_000;

const ALL_ON: repo.GroupSwitches = {
  new_jobs: true,
  messages: true,
  offers: true,
  offer_answers: true,
  orders: true,
  billing: true,
  account: true,
};

const invalidLink = () => new AppError(ErrorCode.badRequest, 400, 'email.unsubscribe.invalid');

type Deps = {
  db: Kysely<Database>;
  mailer: Mailer;
  accounts: AccountContacts;
  chats: ChatDigests;
  /** What an email about a request, offer or order names (decision 0060). */
  requests: RequestSubjects;
  tokens: UnsubscribeTokens;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  publicUrl: string;
  currency: string;
  /** At most one email per chat in this many minutes (MESSAGE_DIGEST_MINUTES). */
  digestMinutes: number;
};

/**
 * Email notifications (decision 0039): each account's switches per group; the outbox, filled
 * in the transaction of what it announces and emptied by a job that retries failed sends; a
 * chat's messages as one digest per MESSAGE_DIGEST_MINUTES; unsubscribe links that need no
 * login.
 */
export function createEmailNotifications(d: Deps) {
  const { db } = d;
  const digestMs = d.digestMinutes * 60_000;

  async function switchesOf(ids: readonly number[], trx: Kysely<Database> = db) {
    const saved = await repo.settingsOf(trx, ids);
    return (id: number) => saved.get(id) ?? ALL_ON;
  }

  async function settings(accountId: number): Promise<NotificationSettings> {
    const of = await switchesOf([accountId]);
    return { ...of(accountId), digest_minutes: d.digestMinutes };
  }

  // A digest is the chat's, not one event's: it names no event and opens the chat.
  const digestRow = (recipientId: number, room: string, params: string, now: Date) => ({
    recipient_id: recipientId,
    email_group: 'messages' as const,
    kind: 'message',
    params,
    room,
    event_id: null,
    target_entity: null,
    target_id: null,
    created_at: now,
    send_after: new Date(now.getTime() + digestMs),
  });

  // One event's email, for its recipient, due at once.
  const singleRow = (
    eventId: number,
    notice: Delivery['notices'][number],
    group: EmailGroup,
    params: string,
    now: Date,
  ) => ({
    recipient_id: notice.to.id,
    email_group: group,
    kind: notice.kind,
    params,
    room: notice.chat,
    event_id: eventId,
    target_entity: notice.target.entity,
    target_id: notice.target.id,
    created_at: now,
    send_after: now,
  });

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
    const on = await switchesOf([...new Set(notices.map((n) => n.notice.to.id))], trx);
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

  async function linksFor(
    accountId: number,
    group: EmailGroup,
    openPath: string,
  ): Promise<EmailLinks> {
    const token = await d.tokens.sign(accountId, group);
    return {
      site: d.publicUrl,
      open: `${d.publicUrl}${openPath}`,
      unsubscribe: `${d.publicUrl}${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`,
      settings: `${d.publicUrl}${ACCOUNT_SETTINGS_PAGE}`,
    };
  }

  /** One-click unsubscribe for mail programs (RFC 8058), next to the visible link. */
  const oneClickUrl = (links: EmailLinks) =>
    links.unsubscribe.replace(
      `${d.publicUrl}${UNSUBSCRIBE_PAGE}?`,
      `${d.publicUrl}/api/email-unsubscribe/one-click?`,
    );

  type Outcome = 'sent' | 'skipped' | 'retried' | 'failed';

  /** Sends one due email, or says why not; a failed send goes back in the queue. */
  async function deliver(row: repo.DueEmail, now: Date): Promise<Outcome> {
    const group = row.email_group as EmailGroup;
    const skip = async (reason: string): Promise<Outcome> => {
      await repo.finish(db, row.outbox_id, {
        status: 'skipped',
        at: now,
        attempts: row.attempts,
        error: reason,
      });
      return 'skipped';
    };
    // Turned off after it was queued: nothing is sent.
    if (!(await switchesOf([row.recipient_id]))(row.recipient_id)[group]) return skip('turned off');
    const contact = (await d.accounts.contactsOf([row.recipient_id])).get(row.recipient_id);
    if (!contact) return skip('no account');
    const entity = EVENT_ENTITIES.find((e) => e === row.target_entity);
    const target = entity && row.target_id !== null ? { entity, id: row.target_id } : null;
    const links = await linksFor(
      row.recipient_id,
      group,
      notificationPath(contact.role, {
        kind: row.kind as NotificationKind,
        room: row.room,
        target,
      }),
    );
    let mail: ReturnType<typeof renderDigestEmail>;
    let afterSent = async () => {};
    if (group === 'messages' && row.room !== null) {
      const { room } = row;
      const unread = await d.chats.unreadFor(room, contact.role, DIGEST_QUOTES);
      // Read in the app meanwhile: no email.
      if (!unread || unread.newestId === null) return skip('read');
      mail = renderDigestEmail({
        language: contact.language,
        name: contact.name,
        links,
        ...unread,
      });
      // A message that came while this digest was pending (so it queued none) and is not
      // listed in it gets the next digest, one quiet period after this one.
      const listed = unread.newestId;
      afterSent = async () => {
        if (await d.chats.hasUnreadAfter(room, contact.role, listed)) {
          await repo.queueDigest(db, digestRow(row.recipient_id, room, row.params, d.clock()));
        }
      };
    } else {
      const stored = parseParams(row.params);
      if (!stored) return skip('no values');
      const counted = row.repeats > 1 ? { ...stored, count: row.repeats } : stored;
      // Its catalog entries named in the recipient's language as they read now (decision 0062).
      const names = await loadCatalogNames(db, [stored]);
      const params = withCatalogNames(counted, names, contact.language);
      if (coalesces(row.kind)) afterSent = () => followUp(row);
      mail = renderNotificationEmail({
        language: contact.language,
        currency: d.currency,
        group,
        kind: row.kind as NotificationKind,
        params,
        links,
        name: contact.name,
        subject: target ? await d.requests.subjectOf(target, contact.language) : null,
      });
    }
    await d.mailer.send({
      to: contact.email,
      ...mail,
      headers: {
        'List-Unsubscribe': `<${oneClickUrl(links)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await repo.finish(db, row.outbox_id, {
      status: 'sent',
      at: d.clock(),
      attempts: row.attempts + 1,
    });
    await afterSent();
    return 'sent';
  }

  /**
   * Events that joined a coalesced email while it was being sent (it still read as waiting)
   * get the next one, a quiet period later.
   */
  async function followUp(row: repo.DueEmail): Promise<void> {
    const joined = (await repo.repeatsOf(db, row.outbox_id)) - row.repeats;
    if (joined <= 0) return;
    const now = d.clock();
    await repo.queueEmails(db, [
      {
        recipient_id: row.recipient_id,
        email_group: row.email_group as EmailGroup,
        kind: row.kind,
        params: row.params,
        room: row.room,
        event_id: null,
        target_entity: row.target_entity,
        target_id: row.target_id,
        repeats: joined,
        created_at: now,
        send_after: new Date(now.getTime() + digestMs),
      },
    ]);
  }

  /** A send (or its preparation) failed: again after a backoff, or given up after the last. */
  async function failed(row: repo.DueEmail, now: Date, err: unknown): Promise<Outcome> {
    const attempts = row.attempts + 1;
    const error = err instanceof Error ? err.message || err.name : String(err);
    if (attempts >= MAX_ATTEMPTS) {
      await repo.finish(db, row.outbox_id, { status: 'failed', at: now, attempts, error });
      d.log.error({ err, outboxId: row.outbox_id }, 'email not sent; given up');
      return 'failed';
    }
    const wait = RETRY_BASE_MS * 2 ** (attempts - 1);
    await repo.retryAt(db, row.outbox_id, new Date(now.getTime() + wait), attempts, error);
    d.log.warn({ err, outboxId: row.outbox_id, attempts }, 'email not sent; tried again later');
    return 'retried';
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

    /** Sends what is due at `now`; answers how many were sent, skipped, retried, given up. */
    async sendDue(now = d.clock()) {
      const counts: Record<Outcome, number> = { sent: 0, skipped: 0, retried: 0, failed: 0 };
      for (;;) {
        const rows = await repo.dueEmails(db, now, BATCH);
        for (const row of rows) {
          // Another node's run may be sending the same batch: each email goes with one.
          if (!(await repo.claim(db, row.outbox_id, now, new Date(now.getTime() + CLAIM_MS)))) {
            continue;
          }
          const outcome = await deliver(row, now).catch((err) => failed(row, now, err));
          counts[outcome] += 1;
        }
        if (rows.length < BATCH) return counts;
      }
    },

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
