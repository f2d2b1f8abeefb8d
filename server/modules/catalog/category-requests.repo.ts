import type { Kysely, Transaction } from 'kysely';
import { pastCursor } from '../../db/keyset';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function insertRequest(db: Db, spId: number, title: string, description: string) {
  return db.insertInto('category_requests').values({ sp_id: spId, title, description }).execute();
}

export async function countRequestsOf(db: Db, spId: number) {
  const row = await db
    .selectFrom('category_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sp_id', '=', spId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Waiting requests with the requesting provider's name and email, oldest first, after the
 * cursor's request.
 */
export function listRequests(db: Db, afterId: number | undefined, limit: number) {
  return db
    .selectFrom('category_requests as r')
    .innerJoin('service_providers as sp', 'sp.sp_id', 'r.sp_id')
    .innerJoin('accounts as a', 'a.id', 'r.sp_id')
    .select([
      'r.id',
      'r.title',
      'r.description',
      'r.sp_id',
      'r.created_at',
      'sp.first_name',
      'sp.last_name',
      'a.email',
    ])
    .where(
      pastCursor(
        { table: 'category_requests', alias: 'r', sort: 'created_at', id: 'id' },
        'oldest first',
        afterId,
      ),
    )
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** Removes a request and answers it (with the requester's email), or undefined if it is gone. */
export async function takeRequest(db: Db, id: number) {
  const row = await db
    .deleteFrom('category_requests')
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  const who = await db
    .selectFrom('service_providers as sp')
    .innerJoin('accounts as a', 'a.id', 'sp.sp_id')
    .select(['sp.first_name', 'a.email', 'a.language'])
    .where('sp.sp_id', '=', row.sp_id)
    .executeTakeFirstOrThrow();
  return { ...row, ...who };
}
