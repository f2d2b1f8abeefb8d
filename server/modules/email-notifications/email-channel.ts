import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Channel } from '../../events/channel';
import type { EmailNotifications } from './email-notifications.service';

/**
 * Email: the events' notices join the email outbox (in one transaction per batch), which the
 * outbox job sends with retries and digests (decision 0039).
 */
export function emailChannel(db: Kysely<Database>, emails: EmailNotifications): Channel {
  return {
    name: 'email',
    deliver: (batch) => db.transaction().execute((trx) => emails.queueNotices(trx, batch)),
  };
}
