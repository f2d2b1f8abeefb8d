import { type Kysely, sql, type Transaction } from 'kysely';
import type { DomainEvent } from '#contracts/domain-events';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { AfterCommit } from './channel';
import type { Dispatcher, Pending } from './dispatcher';
import * as repo from './events.repo';
import { createGroupCommit, MustNotRepeat, type Outcome } from './group-commit';

type Trx = Transaction<Database>;
/** Records domain events in the transaction it was given to. */
export type RecordEvents = (...events: DomainEvent[]) => Promise<void>;
type Work<T> = (trx: Trx, record: RecordEvents) => Promise<T>;

/** What a unit of work left in its transaction: its answer and the events it recorded. */
type Written<T> = { result: T; inside: Pending[]; written: Pending[] };

/** Group commit of units of chat-like work (decision 0116): at most this many groups at once. */
const GROUP_RUNNERS = 2;
/** ... and this many units in one group. */
const GROUP_LARGEST = 50;

/**
 * How a service changes data and reports it (design rule 17): `transaction` runs its work in
 * one transaction with a `record` that writes the work's events in it (the outbox); once that
 * commits, the dispatcher delivers them to every channel. A fan-out (recipients found at
 * delivery) goes on without holding up the caller.
 */
export function createEventOutbox(db: Kysely<Database>, dispatcher: Dispatcher, clock: Clock) {
  /**
   * Runs `work` in `trx`. `deliverInside` (decision 0091): the events that name their
   * recipients (no fan-out) are recorded as delivered, to be stored by every channel that
   * writes rows in this same transaction.
   */
  async function writeIn<T>(trx: Trx, work: Work<T>, deliverInside: boolean): Promise<Written<T>> {
    const written: Pending[] = [];
    const inside: Pending[] = [];
    const result = await work(trx, async (...events) => {
      if (events.length === 0) return;
      const at = clock();
      const lease = dispatcher.leaseFromNow();
      const now = (event: DomainEvent) => deliverInside && event.fanOut === undefined;
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
    return { result, inside, written };
  }

  /** Once the transaction committed: open pages, the stored rows' hooks, the other events. */
  async function afterCommit(inside: Pending[], written: Pending[], hooks: AfterCommit[]) {
    if (inside.length > 0) await dispatcher.reachOpenPages(inside);
    for (const hook of hooks) hook();
    const later = written.filter((w) => w.event.fanOut !== undefined);
    const now = written.filter((w) => w.event.fanOut === undefined);
    if (later.length > 0) void dispatcher.dispatch(later);
    if (now.length > 0) await dispatcher.dispatch(now);
  }

  async function transaction<T>(work: Work<T>, deliverInside: boolean): Promise<T> {
    const { result, inside, written, hooks } = await db.transaction().execute(async (trx) => {
      const done = await writeIn(trx, work, deliverInside);
      return { ...done, hooks: await dispatcher.storeInside(trx, done.inside) };
    });
    await afterCommit(inside, written, hooks);
    return result;
  }

  /**
   * Works in one transaction (decision 0116): each after a savepoint, back to which its failure
   * rolls (the savepoints stay, at most GROUP_LARGEST deep); then every storing channel's rows
   * of the works that did not fail.
   */
  async function together(works: Work<unknown>[]): Promise<Outcome<unknown>[]> {
    let committing = false;
    try {
      const { parts, hooks } = await db.transaction().execute(async (trx) => {
        const parts: (Written<unknown> | { failed: unknown })[] = [];
        for (const work of works) {
          await sql`savepoint unit`.execute(trx);
          try {
            parts.push(await writeIn(trx, work, true));
          } catch (failed) {
            await sql`rollback to savepoint unit`.execute(trx);
            parts.push({ failed });
          }
        }
        const inside = parts.flatMap((p) => ('inside' in p ? p.inside : []));
        const hooks = await dispatcher.storeInside(trx, inside);
        committing = true;
        return { parts, hooks };
      });
      await afterCommit(
        parts.flatMap((p) => ('inside' in p ? p.inside : [])),
        parts.flatMap((p) => ('written' in p ? p.written : [])),
        hooks,
      );
      return parts.map((p) => ('result' in p ? { done: p.result } : p));
    } catch (err) {
      if (committing) throw new MustNotRepeat('a group failed from its commit on', { cause: err });
      throw err;
    }
  }

  const groups = createGroupCommit<Work<unknown>, unknown>({
    alone: (work) => transaction(work, true),
    together,
    runners: GROUP_RUNNERS,
    largest: GROUP_LARGEST,
  });

  return {
    /**
     * `deliverInside` (decision 0091): the events that name their recipients (no fan-out) are
     * stored by every channel that writes rows in this same transaction, and recorded as
     * delivered; open pages hear them once it commits. One commit for the work and its
     * notices, where the dispatcher would make a second.
     *
     * `together` (decision 0116, with `deliverInside`): the work may commit with other such
     * work that comes meanwhile, in one transaction. Its value (a chat's room) is in one such
     * transaction at a time and orders the grouped works' row locks: works with the same value
     * commit in the order they came. A work that fails in a group fails alone; one may also
     * run again alone after its group failed before committing, so it must write nothing
     * outside its transaction.
     */
    transaction<T>(
      work: Work<T>,
      options: { deliverInside?: boolean; together?: string } = {},
    ): Promise<T> {
      if (options.deliverInside && options.together !== undefined) {
        return groups.run(work, options.together) as Promise<T>;
      }
      return transaction(work, options.deliverInside ?? false);
    },
  };
}

export type EventOutbox = ReturnType<typeof createEventOutbox>;
