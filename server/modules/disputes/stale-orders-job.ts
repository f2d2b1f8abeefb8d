import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { roomOf } from '../../../contracts/chat';
import type { Database } from '../../db/schema';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RequestLifecycle } from '../requests/request-lifecycle';

export const STALE_ORDERS_JOB = 'stale-orders';
export const STALE_ORDERS_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Reminds both parties, once, of an accepted order still not completed `reminderDays` after it
 * was accepted (the admin sees it among the stale orders later, decision 0026).
 */
export function createStaleOrderReminders(d: {
  db: Kysely<Database>;
  notifications: NotificationsService;
  requests: RequestLifecycle;
  clock: Clock;
  reminderDays: number;
}) {
  return {
    async run(now = d.clock()): Promise<number> {
      let total = 0;
      for (;;) {
        const cutoff = new Date(now.getTime() - d.reminderDays * DAY);
        const { rows, stored } = await d.db.transaction().execute(async (trx) => {
          const rows = await d.requests.remindStale(trx, cutoff, now, BATCH);
          const params = { days: d.reminderDays };
          const stored = await d.notifications.record(
            trx,
            rows.flatMap((r) => {
              if (r.sp_id === null) return [];
              const room = roomOf(r.client_id, r.sp_id);
              return [
                {
                  to: { id: r.client_id, role: 'clients' as const },
                  kind: 'order_stale' as const,
                  params,
                  room,
                },
                {
                  to: { id: r.sp_id, role: 'serviceproviders' as const },
                  kind: 'order_stale' as const,
                  params,
                  room,
                },
              ];
            }),
          );
          return { rows, stored };
        });
        d.notifications.publish(stored);
        total += rows.length;
        if (rows.length < BATCH) return total;
      }
    },
  };
}

export type StaleOrderReminders = ReturnType<typeof createStaleOrderReminders>;

export function staleOrdersJob(
  reminders: StaleOrderReminders,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: STALE_ORDERS_JOB,
    everyMs: STALE_ORDERS_EVERY_MS,
    async run() {
      const reminded = await reminders.run();
      if (reminded > 0) log.info({ reminded }, 'stale accepted orders reminded');
    },
  };
}
