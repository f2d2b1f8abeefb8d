import type { FastifyBaseLogger } from 'fastify';
import type { TextChannel } from '#contracts/alerts';
import { outboxTextSender } from './outbox-text-sender';
import type { TextConfig } from './text-config';
import type { TextSender } from './text-sender';
import { twilioSmsSender } from './twilio-sms-sender';
import { whatsappCloudSender } from './whatsapp-cloud-sender';

export type TextSenders = Record<TextChannel, TextSender>;

/**
 * One sender per text channel, chosen by the configuration (decision 0051): the development
 * outbox unless SMS_SENDER=twilio or WHATSAPP_SENDER=cloud.
 */
export function createTextSenders(opts: {
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
  texts?: TextConfig;
}): TextSenders {
  const { dataDir, log, texts } = opts;
  const sms = texts?.sms;
  const whatsapp = texts?.whatsapp;
  return {
    sms:
      sms?.kind === 'twilio'
        ? twilioSmsSender(sms)
        : outboxTextSender({ channel: 'sms', dataDir, log }),
    whatsapp:
      whatsapp?.kind === 'cloud'
        ? whatsappCloudSender(whatsapp)
        : outboxTextSender({ channel: 'whatsapp', dataDir, log }),
  };
}
