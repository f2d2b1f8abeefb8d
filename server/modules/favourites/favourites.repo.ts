import type { Kysely, Transaction } from 'kysely';
import { providerName } from '../../db/names';
import { completedJobsBetween } from '../../db/repeat-clients';
import type { Database } from '../../db/schema';
import { notSuspended } from '../../db/suspensions';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether `spId` is a provider no suspension keeps out of sight. */
export async function isSavableProvider(db: Db, spId: number): Promise<boolean> {
  const row = await db
    .selectFrom('service_providers as p')
    .select('p.sp_id')
    .where('p.sp_id', '=', spId)
    .where(notSuspended('p.sp_id'))
    .executeTakeFirst();
  return row !== undefined;
}

export async function isSaved(db: Db, clientId: number, spId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favourites')
    .select('sp_id')
    .where('client_id', '=', clientId)
    .where('sp_id', '=', spId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Saving twice keeps the first save. `now` is whole milliseconds, as the list's cursor is. */
export async function insertFavourite(
  db: Db,
  clientId: number,
  spId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ client_id: clientId, sp_id: spId, created_at: now })
    .onConflict((oc) => oc.columns(['client_id', 'sp_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: Db, clientId: number, spId: number): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('client_id', '=', clientId)
    .where('sp_id', '=', spId)
    .execute();
}

/** The client's saved providers still in sight, newest first, after the cursor. */
export function savedBy(
  db: Db,
  clientId: number,
  after: readonly [number, number] | undefined,
  limit: number,
) {
  let q = db
    .selectFrom('favourites as f')
    .innerJoin('service_providers as p', 'p.sp_id', 'f.sp_id')
    .select([
      'f.sp_id',
      'f.created_at',
      providerName('p').as('name'),
      completedJobsBetween('f.client_id', 'f.sp_id').as('completed_jobs'),
    ])
    .where('f.client_id', '=', clientId)
    .where(notSuspended('f.sp_id'));
  if (after) {
    const [ms, spId] = after;
    const at = new Date(ms);
    q = q.where((eb) =>
      eb.or([
        eb('f.created_at', '<', at),
        eb.and([eb('f.created_at', '=', at), eb('f.sp_id', '<', spId)]),
      ]),
    );
  }
  return q.orderBy('f.created_at', 'desc').orderBy('f.sp_id', 'desc').limit(limit).execute();
}
