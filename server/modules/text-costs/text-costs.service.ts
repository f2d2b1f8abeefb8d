import type { Kysely } from 'kysely';
import { TEXT_CHANNELS, type TextChannel, type TextCosts } from '#contracts/alerts';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { TextSender } from '../../lib/texts/text-sender';
import type { TextSenders } from '../../lib/texts/text-senders';
import * as repo from './text-costs.repo';

type SentListener = (channel: TextChannel, kind: string) => void;

/**
 * The ledger of texts sent (texts cost money per message): every sender the product uses is
 * wrapped here, so alerts and phone codes alike are counted, in the database for the admin's
 * month and in /metrics.
 */
export function createTextCosts(d: { db: Kysely<Database>; clock: Clock }) {
  const listeners: SentListener[] = [];

  const counted = (sender: TextSender): TextSender => ({
    channel: sender.channel,
    async send(message) {
      const result = await sender.send(message);
      if (result.status === 'sent') {
        await repo.recordSend(d.db, {
          channel: sender.channel,
          kind: message.kind,
          provider_id: result.providerId,
          sent_at: d.clock(),
        });
        for (const listen of listeners) listen(sender.channel, message.kind);
      }
      return result;
    },
  });

  return {
    /** The senders, each send it makes counted. */
    counted: (senders: TextSenders): TextSenders => ({
      sms: counted(senders.sms),
      whatsapp: counted(senders.whatsapp),
    }),

    /** Called for each text sent (the metrics' counter). */
    onSent(listen: SentListener) {
      listeners.push(listen);
    },

    recordDelivery: (channel: TextChannel, providerId: string, delivery: string) =>
      repo.recordDelivery(d.db, channel, providerId, delivery),

    /** This calendar month's texts (UTC), by channel and kind, with each channel's total. */
    async thisMonth(): Promise<TextCosts> {
      const now = d.clock();
      const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const counts = await repo.countsBetween(d.db, from, to);
      const totals = Object.fromEntries(
        TEXT_CHANNELS.map((channel) => [
          channel,
          counts.filter((c) => c.channel === channel).reduce((sum, c) => sum + c.sent, 0),
        ]),
      ) as TextCosts['totals'];
      return { month: from.toISOString().slice(0, 7), counts, totals };
    },
  };
}

export type TextCostLedger = ReturnType<typeof createTextCosts>;
