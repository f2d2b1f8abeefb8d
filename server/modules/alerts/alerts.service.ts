import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  ALERT_CHANNELS,
  ALERT_GROUP_OF,
  type AlertChannel,
  type AlertSettings,
  type AlertSettingsUpdate,
  DEFAULT_QUIET_HOURS,
  HOURLY_CAPS,
} from '#contracts/alerts';
import type { Recipient } from '#contracts/domain-events';
import { ErrorCode } from '#contracts/errors';
import { minutesOf } from '#contracts/time-zones';
import type { Database } from '../../db/schema';
import type { Delivery } from '../../events/channel';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TextSenders } from '../../lib/texts/text-senders';
import type { AccountContacts } from '../auth/account-contacts';
import type { Actor } from '../auth/authenticator';
import type { TextCostLedger } from '../text-costs/text-costs.service';
import { alertDelivery } from './alert-delivery';
import type { PhoneBook, PushDevices, PushSend } from './alert-ports';
import { type SwitchBoard, switchBoard } from './alert-switches';
import * as repo from './alerts.repo';
import { quietOf, quietUntil } from './quiet-hours';
import { createTextReplies } from './text-replies';

const BATCH = 50;
/** How long a sender holds an alert it took: longer than any send (each gives up in 30 s). */
const CLAIM_MS = 5 * 60_000;
/**
 * A chat's alert waits this long for the messages that follow it, which join it: a push soon,
 * a text (which costs money) after a pause in the conversation.
 */
const CHAT_WAIT_MS: Record<AlertChannel, number> = {
  push: 10_000,
  sms: 5 * 60_000,
  whatsapp: 5 * 60_000,
};

export type AlertsDeps = {
  db: Kysely<Database>;
  accounts: AccountContacts;
  phones: PhoneBook;
  push: { devices: PushDevices; send: PushSend };
  /** Counted by the ledger of texts sent. */
  texts: TextSenders;
  textCosts: Pick<TextCostLedger, 'recordDelivery'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  publicUrl: string;
  currency: string;
};

export type Outcome = 'sent' | 'skipped' | 'retried' | 'failed' | 'held';

/**
 * Alerts outside the app, by push, SMS and WhatsApp (decision 0049): each account's switches per
 * group and channel over its role's defaults, its quiet hours, a cap per channel and hour; the
 * outbox, filled in the transaction of what it announces, emptied at once after the commit and
 * by a job that retries; several nodes' senders take each alert by a claim, so it goes once.
 */
export function createAlerts(d: AlertsDeps) {
  const { db } = d;
  const wake: Array<() => void> = [];
  const { deliver, failed } = alertDelivery(d, boardsOf);

  async function boardsOf(recipients: readonly Recipient[], trx: Kysely<Database> = db) {
    const saved = await repo.switchesOf(trx, [...new Set(recipients.map((r) => r.id))]);
    return (r: Recipient): SwitchBoard => switchBoard(r.role, saved.get(r.id));
  }

  async function settings(actor: Actor): Promise<AlertSettings> {
    const me = { id: actor.id, role: actor.role as Recipient['role'] };
    const [board, hours, phones] = await Promise.all([
      boardsOf([me]),
      repo.quietHoursOf(db, [me.id]),
      d.phones.verifiedPhonesOf([me.id]),
    ]);
    return {
      switches: board(me),
      quiet_hours: quietOf(hours.get(me.id)),
      hourly_caps: HOURLY_CAPS,
      texts_available: phones.has(me.id),
    };
  }

  /**
   * Queues the alerts of delivered events: each notice on each channel its recipient turned on
   * for its group (a text channel only with a verified number), once per event; a chat's
   * messages wait as one alert. Quiet hours hold them until they end.
   */
  async function queueNotices(batch: Delivery[], trx: Transaction<Database>) {
    const notices = batch.flatMap((delivery) =>
      delivery.notices.map((notice) => ({ eventId: delivery.eventId, notice })),
    );
    if (notices.length === 0) return false;
    // Switches, quiet hours and whether each has a device or a verified number: one read.
    const ids = [...new Set(notices.map((n) => n.notice.to.id))];
    const found = await repo.recipientsOf(trx, ids, {
      device: d.push.devices.hasDevice,
      phone: d.phones.hasVerifiedPhone,
    });
    const board = (r: Recipient) => switchBoard(r.role, found.get(r.id)?.switches);
    const now = d.clock();
    const singles: repo.NewAlert[] = [];
    const later: Date[] = [];
    let queued = false;
    for (const { eventId, notice } of notices) {
      const group = ALERT_GROUP_OF[notice.kind];
      const on = board(notice.to)[group];
      const recipient = found.get(notice.to.id);
      const quietEnd = quietUntil(now, quietOf(recipient?.hours));
      for (const channel of ALERT_CHANNELS) {
        if (!on[channel]) continue;
        if (!(channel === 'push' ? recipient?.device : recipient?.phone)) continue;
        const row: repo.NewAlert = {
          recipient_id: notice.to.id,
          channel,
          alert_group: group,
          kind: notice.kind,
          params: JSON.stringify(notice.params),
          room: notice.chat,
          event_id: eventId,
          target_entity: notice.target.entity,
          target_id: notice.target.id,
          send_after: quietEnd ?? now,
          created_at: now,
        };
        queued = true;
        if (group === 'messages' && notice.chat !== null) {
          const wait = new Date(now.getTime() + CHAT_WAIT_MS[channel]);
          const at = quietEnd && quietEnd > wait ? quietEnd : wait;
          await repo.queueChatAlert(trx, {
            ...row,
            room: notice.chat,
            event_id: null,
            send_after: at,
          });
          later.push(at);
        } else {
          singles.push(row);
        }
      }
    }
    await repo.queueAlerts(trx, singles);
    // The clock may be a test's: the timer waits the same span on the real one.
    const real = Date.now() - now.getTime();
    for (const at of later) wakeAt(new Date(at.getTime() + real));
    return queued;
  }

  let timer: { at: number; handle: NodeJS.Timeout } | null = null;

  /** This node sends again at `at` (a chat's alert after its wait); the job covers a restart. */
  function wakeAt(at: Date) {
    const when = at.getTime();
    if (timer && timer.at <= when) return;
    if (timer) clearTimeout(timer.handle);
    const handle = setTimeout(
      () => {
        timer = null;
        sendSoon();
      },
      Math.max(0, when - Date.now()),
    );
    handle.unref();
    timer = { at: when, handle };
  }

  let running: Promise<unknown> | null = null;
  let again = false;

  /** Sends what is due at `now`; answers how many went each way. */
  async function sendDue(now = d.clock()) {
    const counts: Record<Outcome, number> = { sent: 0, skipped: 0, retried: 0, failed: 0, held: 0 };
    for (;;) {
      const rows = await repo.dueAlerts(db, now, BATCH);
      for (const row of rows) {
        // Another node's run may be sending the same batch: each alert goes with one.
        if (!(await repo.claim(db, row.alert_id, now, new Date(now.getTime() + CLAIM_MS)))) {
          continue;
        }
        const outcome = await deliver(row, now).catch((err) =>
          failed(row, now, err instanceof Error ? err.message : String(err), true),
        );
        counts[outcome] += 1;
      }
      if (rows.length < BATCH) return counts;
    }
  }

  /**
   * After a commit that queued alerts: this node sends what is due now, one run at a time (the
   * job sends what waits, and what another node left).
   */
  function sendSoon() {
    if (running) {
      // Queued after this run read the outbox: one more run when it ends.
      again = true;
      return;
    }
    running = sendDue()
      .catch((err) => d.log.error({ err }, 'alerts not sent'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          sendSoon();
        } else {
          for (const listen of wake.splice(0)) listen();
        }
      });
  }

  return {
    queueNotices,
    sendDue,
    sendSoon,

    /** Resolves once the send this node started (if any) has ended: for tests. */
    settled: () =>
      running ? new Promise<void>((resolve) => wake.push(resolve)) : Promise.resolve(),

    settings,

    async updateSettings(actor: Actor, patch: AlertSettingsUpdate): Promise<AlertSettings> {
      const turnsOnText = patch.switches?.some((s) => s.on && s.channel !== 'push');
      if (turnsOnText && !(await d.phones.verifiedPhonesOf([actor.id])).has(actor.id)) {
        throw new AppError(ErrorCode.phoneUnverified, 409, 'notifications.alerts.phoneUnverified');
      }
      await db.transaction().execute(async (trx) => {
        if (patch.switches) {
          await repo.saveSwitches(
            trx,
            actor.id,
            patch.switches.map((s) => ({
              channel: s.channel,
              alert_group: s.group,
              enabled: s.on,
            })),
          );
        }
        if (patch.quiet_hours !== undefined) {
          const hours = patch.quiet_hours;
          await repo.saveQuietHours(trx, actor.id, {
            quiet_from: hours ? minutesOf(hours.from) : null,
            quiet_to: hours ? minutesOf(hours.to) : null,
            time_zone: hours?.time_zone ?? DEFAULT_QUIET_HOURS.time_zone,
          });
        }
      });
      return settings(actor);
    },

    /** What the text providers' webhooks report (decision 0049). */
    textEvents: createTextReplies(d),
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
