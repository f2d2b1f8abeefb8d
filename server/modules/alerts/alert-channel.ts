import type { Channel } from '../../events/channel';
import type { Alerts } from './alerts.service';

/**
 * Push, SMS and WhatsApp: the events' notices join the alert outbox in the batch's transaction
 * (keyed by event, recipient and channel, so a batch delivered again queues each once); once
 * committed, this node sends what is due (decision 0049).
 */
export function alertChannel(alerts: Alerts): Channel {
  return {
    name: 'alerts',
    writes: true,
    async deliver(batch, trx) {
      const queued = await alerts.queueNotices(batch, trx);
      return queued ? () => alerts.sendSoon() : undefined;
    },
  };
}
