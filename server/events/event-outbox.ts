import type { Kysely, Transaction } from 'kysely';
import type { DomainEvent } from '#contracts/domain-events';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { AfterCommit } from './channel';
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
    /**
     * `deliverInside` (decision 0091): the events that name their recipients (no fan-out) are
     * stored by every channel that writes rows in this same transaction, and recorded as
     * delivered; open pages hear them once it commits. One commit for the work and its
     * notices, where the dispatcher would make a second.
     */
    async transaction<T>(
      work: (trx: Trx, record: RecordEvents) => Promise<T>,
      options: { deliverInside?: boolean } = {},
    ): Promise<T> {
      const written: Pending[] = [];
      const inside: Pending[] = [];
      let afterCommit: AfterCommit[] = [];
      const result = await db.transaction().execute(async (trx) => {
        const done = await work(trx, async (...events) => {
          if (events.length === 0) return;
          const at = clock();
          const lease = dispatcher.leaseFromNow();
          const now = (event: DomainEvent) => options.deliverInside && event.fanOut === undefined;
          const ids = await repo.insertEvents(
            trx,
            events.map((event) => ({
              type: event.type,
              subject_entity: event.subject.entity,
              subject_id: event.subject.id,
              body: JSON.stringify(event),
              created_at: at,
              attempts: 1,
              ...(now(event)
                ? { lease_until: null, dispatched_at: at, done_channels: dispatcher.allChannels }
                : { lease_until: lease }),
            })),
          );
          events.forEach((event, i) => {
            const eventId = ids[i];
            if (eventId !== undefined) (now(event) ? inside : written).push({ eventId, event });
          });
        });
        afterCommit = await dispatcher.storeInside(trx, inside);
        return done;
      });
      if (inside.length > 0) await dispatcher.reachOpenPages(inside);
      for (const hook of afterCommit) hook();
      const later = written.filter((w) => w.event.fanOut !== undefined);
      const now = written.filter((w) => w.event.fanOut === undefined);
      if (later.length > 0) void dispatcher.dispatch(later);
      if (now.length > 0) await dispatcher.dispatch(now);
      return result;
    },
  };
}

export type EventOutbox = ReturnType<typeof createEventOutbox>;
