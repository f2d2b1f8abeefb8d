import { personalRoom } from '#contracts/socket-events';
import type { Channel } from '../../events/channel';
import type { Broadcaster } from '../../realtime/broadcaster';
import { toNotification } from './notification-view';
import * as repo from './notifications.repo';

/**
 * The bell: one stored notification per event and recipient (a second delivery of the same
 * event adds none), pushed live to the recipient's open pages in the language it reads.
 */
export function bellChannel(d: { broadcaster: Broadcaster; currency: string }): Channel {
  return {
    name: 'bell',
    writes: true,
    async deliver(batch, trx) {
      const notices = batch.flatMap((delivery) =>
        delivery.notices.map((notice) => ({ eventId: delivery.eventId, notice })),
      );
      if (notices.length === 0) return undefined;
      const rows = await repo.insertNotifications(
        trx,
        notices.map(({ eventId, notice }) => ({
          recipient_id: notice.to.id,
          kind: notice.kind,
          params: JSON.stringify(notice.params),
          room: notice.chat,
          event_id: eventId,
          target_entity: notice.target.entity,
          target_id: notice.target.id,
        })),
      );
      // Pushed once stored: the recipient's app may fetch the bell when it hears one.
      return () => {
        for (const row of rows) {
          const role = notices.find(
            (n) => n.eventId === row.event_id && n.notice.to.id === row.recipient_id,
          )?.notice.to.role;
          if (!role) continue;
          d.broadcaster.emit(
            [personalRoom(role, row.recipient_id)],
            'notification',
            toNotification(row, row.language, d.currency),
          );
        }
      };
    },
  };
}
