import type { Kysely, Transaction } from 'kysely';
import type { DomainEvent } from '#contracts/domain-events';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { Dispatcher, Pending } from './dispatcher';
import * as repo from './events.repo';

type Trx = Transaction<Database>;
/** Records domain events in the transaction it was given to. */
export type RecordEvents = (...events: DomainEvent[]) => Promise<void>;

/**
 * How a service changes data and reports it (design rule 17): `transaction` runs its work in
 * one transaction with a `record` that writes the work's events in it (the outbox); once that
 * commits, the dispatcher delivers them to every channel. A fan-out (recipients found at
 * delivery) goes on without holding up the caller.
 */
export function createEventOutbox(db: Kysely<Database>, dispatcher: Dispatcher, clock: Clock) {
  return {
    async transaction<T>(work: (trx: Trx, record: RecordEvents) => Promise<T>): Promise<T> {
      const written: Pending[] = [];
      const result = await db.transaction().execute((trx) =>
        work(trx, async (...events) => {
          if (events.length === 0) return;
          const at = clock();
          const lease = dispatcher.leaseFromNow();
          const ids = await repo.insertEvents(
            trx,
            events.map((event) => ({
              type: event.type,
              subject_entity: event.subject.entity,
              subject_id: event.subject.id,
              body: JSON.stringify(event),
              created_at: at,
              lease_until: lease,
              attempts: 1,
            })),
          );
          events.forEach((event, i) => {
            const eventId = ids[i];
            if (eventId !== undefined) written.push({ eventId, event });
          });
        }),
      );
      const later = written.filter((w) => w.event.fanOut !== undefined);
      const now = written.filter((w) => w.event.fanOut === undefined);
      if (later.length > 0) void dispatcher.dispatch(later);
      if (now.length > 0) await dispatcher.dispatch(now);
      return result;
    },
  };
}

export type EventOutbox = ReturnType<typeof createEventOutbox>;
