import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { roomOf } from '#contracts/chat';
import type { Database } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import { DAY } from './dispute-rules';

export const STALE_ORDERS_JOB = 'stale-orders';
export const STALE_ORDERS_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Reminds both parties, once, of an accepted order still not completed `reminderDays` after it
 * was accepted (the admin sees it among the stale orders later, decision 0026).
 */
export function createStaleOrderReminders(d: {
  db: Kysely<Database>;
  events: EventOutbox;
  requests: RequestLifecycle;
  clock: Clock;
  reminderDays: number;
}) {
  return {
    async run(now = d.clock()): Promise<number> {
      let total = 0;
      for (;;) {
        const cutoff = new Date(now.getTime() - d.reminderDays * DAY);
        const rows = await d.events.transaction(async (trx, record) => {
          const rows = await d.requests.remindStale(trx, cutoff, now, BATCH);
          const params = { days: d.reminderDays };
          await record(
            ...rows.flatMap((r) => {
              if (r.sp_id === null) return [];
              const chat = roomOf(r.client_id, r.sp_id);
              const notice = { kind: 'order_stale', params, chat } as const;
              return [
                {
                  type: 'order.stale' as const,
                  subject: { entity: 'order' as const, id: r.request_id },
                  notices: [
                    { ...notice, to: { id: r.client_id, role: 'clients' as const } },
                    { ...notice, to: { id: r.sp_id, role: 'serviceproviders' as const } },
                  ],
                },
              ];
            }),
          );
          return rows;
        });
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
