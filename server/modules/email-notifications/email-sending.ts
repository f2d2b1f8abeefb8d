import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { EVENT_ENTITIES } from '#contracts/domain-events';
import {
  ACCOUNT_SETTINGS_PAGE,
  type EmailGroup,
  UNSUBSCRIBE_PAGE,
} from '#contracts/email-notifications';
import { notificationPath } from '#contracts/notification-links';
import type { NotificationKind } from '#contracts/notification-text';
import { coalesces } from '#contracts/notifications';
import { loadCatalogNames } from '../../db/catalog-names';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { AccountContacts } from '../auth/account-contacts';
import type { ChatDigests } from '../chat/chat-digest';
import { parseParams, withCatalogNames } from '../notifications/notification-render';
import type { RequestSubjects } from '../requests/request-subjects';
import * as repo from './email-notifications.repo';
import { outboxRows } from './email-outbox-rows';
import {
  DIGEST_QUOTES,
  type EmailLinks,
  renderDigestEmail,
  renderNotificationEmail,
} from './email-render';
import { switchesOf } from './email-switches';
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

export type EmailNotificationDeps = {
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
 * The outbox's sending side (decision 0039): each due email rendered in its recipient's
 * language and sent, skipped when it is no longer wanted, or tried again after a backoff.
 */
export function createEmailSending(d: EmailNotificationDeps) {
  const { db } = d;
  const digestMs = d.digestMinutes * 60_000;
  const { digestRow } = outboxRows(digestMs);

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
    if (!(await switchesOf(db, [row.recipient_id]))(row.recipient_id)[group])
      return skip('turned off');
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

  return {
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
  };
}
