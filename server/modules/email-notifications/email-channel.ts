import type { Channel } from '../../events/channel';
import type { EmailNotifications } from './email-notifications.service';

/**
 * Email: the events' notices join the email outbox, which the outbox job sends with retries
 * and digests (decision 0039). Each row is keyed by event and recipient (a digest by chat), so
 * a batch cut short and delivered again queues each once.
 */
export function emailChannel(emails: EmailNotifications): Channel {
  return { name: 'email', deliver: (batch) => emails.queueNotices(batch) };
}
