import { HOURLY_CAPS } from '#contracts/alerts';
import type { Recipient } from '#contracts/domain-events';
import { loadCatalogNames } from '../../db/catalog-names';
import { parseParams } from '../notifications/notification-render';
import { alertWords, pushPayloadOf, textMessageOf } from './alert-render';
import type { SwitchBoard } from './alert-switches';
import * as repo from './alerts.repo';
import type { AlertsDeps, Outcome } from './alerts.service';
import { quietOf, quietUntil } from './quiet-hours';

/** A failed send is tried again after 1, 2, 4, 8 and 16 minutes, then given up. */
export const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;
/** A push not delivered within a day is news no longer. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * The sending of one due alert (decision 0049), for createAlerts' runs: checked again at send
 * time (switched off, quiet hours, the hourly cap), worded in the reader's language, sent by
 * push or text, and its outcome written (sent, skipped with why, retried after a backoff, or
 * given up).
 */
export function alertDelivery(
  d: AlertsDeps,
  boardsOf: (recipients: readonly Recipient[]) => Promise<(r: Recipient) => SwitchBoard>,
) {
  const { db } = d;

  const skip = async (row: repo.DueAlert, now: Date, reason: string): Promise<Outcome> => {
    await repo.finish(db, row.alert_id, {
      status: 'skipped',
      at: now,
      attempts: row.attempts,
      error: reason,
    });
    return 'skipped';
  };

  /** A send that failed: again after a backoff, or given up after the last try. */
  async function failed(row: repo.DueAlert, now: Date, why: string, retry: boolean) {
    const attempts = row.attempts + 1;
    if (!retry || attempts >= MAX_ATTEMPTS) {
      await repo.finish(db, row.alert_id, { status: 'failed', at: now, attempts, error: why });
      d.log.warn({ alertId: row.alert_id, channel: row.channel, why }, 'alert not sent; given up');
      return 'failed' as const;
    }
    const at = new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1));
    await repo.waitUntil(db, row.alert_id, at, attempts, why);
    return 'retried' as const;
  }

  async function sendPush(row: repo.DueAlert, payload: ReturnType<typeof pushPayloadOf>) {
    const devices = (await d.push.devices.subscriptionsOf([row.recipient_id])).get(
      row.recipient_id,
    );
    if (!devices || devices.length === 0) return { sent: false, retry: false, why: 'no device' };
    let sent = false;
    let retry = false;
    let why = 'gone';
    for (const device of devices) {
      const outcome = await d.push.send(device, payload, {
        ttlSeconds: PUSH_TTL_SECONDS,
        urgency:
          row.alert_group === 'new_jobs' || row.alert_group === 'messages' ? 'high' : 'normal',
      });
      if (outcome.status === 'sent') {
        sent = true;
        await d.push.devices.markDelivered(device.id);
      } else if (outcome.status === 'gone') {
        await d.push.devices.dropGone(device.endpoint);
      } else {
        retry ||= outcome.retry;
        why = outcome.code;
      }
    }
    return { sent, retry, why };
  }

  /** Sends one due alert, or says why not. */
  async function deliver(row: repo.DueAlert, now: Date): Promise<Outcome> {
    const reader = (await d.accounts.contactsOf([row.recipient_id])).get(row.recipient_id);
    if (!reader) return skip(row, now, 'no account');
    const me = { id: row.recipient_id, role: reader.role as Recipient['role'] };
    // Turned off after it was queued: nothing is sent.
    if (!(await boardsOf([me]))(me)[row.alert_group][row.channel]) {
      return skip(row, now, 'turned off');
    }
    const quietEnd = quietUntil(now, quietOf((await repo.quietHoursOf(db, [me.id])).get(me.id)));
    if (quietEnd) {
      await repo.waitUntil(db, row.alert_id, quietEnd, row.attempts, null);
      return 'held';
    }
    const lately = await repo.sentSince(
      db,
      me.id,
      row.channel,
      new Date(now.getTime() - 3_600_000),
    );
    if (lately >= HOURLY_CAPS[row.channel]) return skip(row, now, 'hourly cap');
    const names = await loadCatalogNames(db, [parseParams(row.params)]);
    const words = alertWords(row, { language: reader.language, role: me.role }, d.currency, names);
    if (!words) return skip(row, now, 'no values');

    if (row.channel === 'push') {
      const result = await sendPush(row, pushPayloadOf(words, reader.language));
      if (!result.sent) {
        if (result.why === 'no device' || result.why === 'gone') return skip(row, now, result.why);
        return failed(row, now, result.why, result.retry);
      }
    } else {
      const phone = (await d.phones.verifiedPhonesOf([me.id])).get(me.id);
      if (!phone) return skip(row, now, 'no verified phone');
      const message = textMessageOf(row, words, phone, reader.language, d.publicUrl);
      const result = await d.texts[row.channel].send(message);
      if (result.status === 'failed') {
        return failed(row, now, `${result.code}: ${result.detail}`, result.retry);
      }
    }
    await repo.finish(db, row.alert_id, {
      status: 'sent',
      at: d.clock(),
      attempts: row.attempts + 1,
    });
    return 'sent';
  }

  return { deliver, failed };
}
