import type { FastifyBaseLogger } from 'fastify';
import type { TextChannel } from '#contracts/alerts';
import { outboxTextSender } from './outbox-text-sender';
import type { TextSender } from './text-sender';

export type TextSenders = Record<TextChannel, TextSender>;

/** One sender per text channel, chosen by the configuration (decision 0051). */
export function createTextSenders(opts: {
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}): TextSenders {
  return {
    sms: outboxTextSender({ channel: 'sms', ...opts }),
    whatsapp: outboxTextSender({ channel: 'whatsapp', ...opts }),
  };
}
