import { coalesces } from '#contracts/notifications';
import { personalRoom } from '#contracts/socket-events';
import { loadCatalogNames } from '../../db/catalog-names';
import type { Channel } from '../../events/channel';
import type { Broadcaster } from '../../realtime/broadcaster';
import { parseParams } from './notification-render';
import { toNotification } from './notification-view';
import * as repo from './notifications.repo';

/**
 * The bell: one stored notification per event and recipient (a second delivery of the same
 * event adds none), pushed live to the recipient's open pages in the language it reads. Kinds
 * that coalesce fold the recipient's older unread ones about the same subject into the newest
 * (decision 0047), which alone is pushed, with their count.
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
      const heads = newestPerSubject(rows.filter((row) => coalesces(row.kind)));
      for (const head of heads) head.repeats = await repo.foldInto(trx, head);
      const shown = rows.filter((row) => !coalesces(row.kind) || heads.includes(row));
      const names = await loadCatalogNames(
        trx,
        shown.map((row) => parseParams(row.params)),
      );
      // Pushed once stored: the recipient's app may fetch the bell when it hears one.
      return () => {
        for (const row of shown) {
          const role = notices.find(
            (n) => n.eventId === row.event_id && n.notice.to.id === row.recipient_id,
          )?.notice.to.role;
          if (!role) continue;
          d.broadcaster.emit(
            [personalRoom(role, row.recipient_id)],
            'notification',
            toNotification(row, row.language, d.currency, names),
          );
        }
      };
    },
  };
}

/** Of rows that coalesce, the newest for each recipient, kind and subject. */
function newestPerSubject<R extends repo.NotificationRow>(rows: R[]): R[] {
  const newest = new Map<string, R>();
  for (const row of rows) {
    const key = `${row.recipient_id}:${row.kind}:${row.target_entity}:${row.target_id}`;
    const seen = newest.get(key);
    if (!seen || seen.notification_id < row.notification_id) newest.set(key, row);
  }
  return [...newest.values()];
}
