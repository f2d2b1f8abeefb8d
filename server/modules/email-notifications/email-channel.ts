import type { Channel } from '../../events/channel';
import type { EmailNotifications } from './email-notifications.service';

/**
 * Email: the events' notices join the email outbox, which the outbox job sends with retries
 * and digests (decision 0039). Each row is keyed by event and recipient (a digest by chat), so
 * a batch delivered again queues each once.
 */
export function emailChannel(emails: EmailNotifications): Channel {
  return {
    name: 'email',
    writes: true,
    async deliver(batch, trx) {
      await emails.queueNotices(batch, trx);
      return undefined;
    },
  };
}
