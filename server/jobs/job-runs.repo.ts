import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The first key of every job's advisory lock, so other advisory locks cannot collide with it. */
const JOB_LOCK_CLASS = 0x4a4f4253; // "JOBS"

/** A job name as the second key of its advisory lock (32-bit FNV-1a, stable on every server). */
export function lockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

export type Claim = {
  name: string;
  periodStart: Date;
  node: string;
  now: Date;
  /** An unfinished run started before this is taken as abandoned (its node died). */
  abandonedBefore: Date;
};

/**
 * Claims the run of `name` for its period: answers the new row's id, or null when this period
 * is already claimed (by any node) or another run of the job is still in progress. Claims of
 * one job are serialised by a transaction-scoped advisory lock, so the check for a run in
 * progress and the insert are one step for every node.
 */
export async function claimRun(db: Db, claim: Claim): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // Claims are a few statements long: waiting longer than this means something is stuck.
    await sql`set local lock_timeout = '10s'`.execute(trx);
    await sql`select pg_advisory_xact_lock(${JOB_LOCK_CLASS}::int4, ${lockKey(claim.name)}::int4)`.execute(
      trx,
    );
    await trx
      .updateTable('job_runs')
      .set({
        finished_at: claim.now,
        outcome: 'failed',
        error: 'abandoned: no outcome recorded within the timeout',
      })
      .where('name', '=', claim.name)
      .where('finished_at', 'is', null)
      .where('started_at', '<', claim.abandonedBefore)
      .execute();
    const inProgress = await trx
      .selectFrom('job_runs')
      .select('id')
      .where('name', '=', claim.name)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    if (inProgress) return null;
    const row = await trx
      .insertInto('job_runs')
      .values({
        name: claim.name,
        period_start: claim.periodStart,
        node: claim.node,
        started_at: claim.now,
      })
      .onConflict((oc) => oc.columns(['name', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  });
}

/** Records how a claimed run ended. */
export async function finishRun(
  db: Db,
  id: number,
  result: { finishedAt: Date; outcome: 'ok' | 'failed'; error: string | null },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ finished_at: result.finishedAt, outcome: result.outcome, error: result.error })
    .where('id', '=', id)
    .execute();
}
