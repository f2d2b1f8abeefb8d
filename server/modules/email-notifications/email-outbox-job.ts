import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/job-runner';
import type { EmailNotifications } from './email-notifications.service';

export const EMAIL_OUTBOX_JOB = 'email-outbox';
/** The outbox is emptied every minute (digests wait MESSAGE_DIGEST_MINUTES in it). */
export const EMAIL_OUTBOX_EVERY_MS = 60 * 1000;

export function emailOutboxJob(
  emails: EmailNotifications,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: EMAIL_OUTBOX_JOB,
    everyMs: EMAIL_OUTBOX_EVERY_MS,
    // A stuck mail server holds a send for up to 30 s: a run of a full batch may take minutes.
    timeoutMs: 15 * 60 * 1000,
    async run() {
      const counts = await emails.sendDue();
      if (counts.sent + counts.retried + counts.failed > 0) log.info(counts, 'emails sent');
    },
  };
}
