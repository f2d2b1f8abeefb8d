import type { Kysely, Transaction } from 'kysely';
import { PREPARED } from '../db/prepared';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type NewEvent = {
  type: string;
  subject_entity: string;
  subject_id: number;
  body: string;
  created_at: Date;
  /** The writing node holds it until then: it delivers it right after its commit. */
  lease_until: Date | null;
  attempts: number;
  /** Set for an event stored by every channel in the transaction that records it. */
  dispatched_at?: Date;
  done_channels?: string;
};

export async function insertEvents(trx: Transaction<Database>, rows: NewEvent[]) {
  const inserted = await trx
    .insertInto('domain_events')
    .values(rows)
    .returning('event_id')
    .modifyEnd(PREPARED)
    .execute();
  return inserted.map((row) => row.event_id);
}

export type ClaimedRow = {
  event_id: number;
  body: string;
  done_channels: string;
  attempts: number;
};

/**
 * Takes up to `limit` undelivered events whose lease ran out (a node died holding them, or a
 * channel failed), holding them until `until`; rows another dispatcher is taking right now are
 * left to it.
 */
export function claimDue(db: Db, now: Date, until: Date, limit: number): Promise<ClaimedRow[]> {
  return db
    .updateTable('domain_events')
    .set((eb) => ({ lease_until: until, attempts: eb('attempts', '+', 1) }))
    .where('event_id', 'in', (eb) =>
      eb
        .selectFrom('domain_events')
        .select('event_id')
        .where('dispatched_at', 'is', null)
        .where('lease_until', '<', now)
        .orderBy('event_id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['event_id', 'body', 'done_channels', 'attempts'])
    .execute();
}

/** Every channel has these events: done. */
export async function markDispatched(db: Db, ids: number[], channels: string, at: Date) {
  if (ids.length === 0) return;
  await db
    .updateTable('domain_events')
    .set({ dispatched_at: at, done_channels: channels, lease_until: null, last_error: null })
    .where('event_id', 'in', ids)
    .execute();
}

/** Some channel failed: the channels reached are kept, the lease runs out, a sweep tries again. */
export async function markPartial(db: Db, id: number, channels: string, error: string) {
  await db
    .updateTable('domain_events')
    .set({ done_channels: channels, last_error: error })
    .where('event_id', '=', id)
    .execute();
}
