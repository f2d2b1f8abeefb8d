import type { Kysely, Transaction } from 'kysely';
import { providerName } from '../../db/names';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether either of the two blocked the other (the one rule: block-rule.ts). */
export async function eitherBlocked(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Those of `others` who blocked `id` or whom `id` blocked. */
export async function eitherBlockedAmong(
  db: Db,
  id: number,
  others: readonly number[],
): Promise<Set<number>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', id), eb('blocked_id', 'in', others)]),
        eb.and([eb('blocked_id', '=', id), eb('blocker_id', 'in', others)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => (r.blocker_id === id ? r.blocked_id : r.blocker_id)));
}

/** Who of the two blocked whom. */
export async function between(db: Db, me: number, other: number) {
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', me), eb('blocked_id', '=', other)]),
        eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', me)]),
      ]),
    )
    .execute();
  return {
    iBlocked: rows.some((r) => r.blocker_id === me),
    blockedMe: rows.some((r) => r.blocker_id === other),
  };
}

export async function insertBlock(db: Db, blocker: number, blocked: number): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blocker_id: blocker, blocked_id: blocked })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function deleteBlock(db: Db, blocker: number, blocked: number): Promise<boolean> {
  const res = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blocker)
    .where('blocked_id', '=', blocked)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The people `blocker` blocked, by account id descending (the primary key's order). */
export function blockedBy(db: Db, blocker: number, beforeId: number | undefined, limit: number) {
  let q = db
    .selectFrom('blocks as b')
    .innerJoin('accounts as a', 'a.id', 'b.blocked_id')
    .leftJoin('clients as c', 'c.client_id', 'b.blocked_id')
    .leftJoin('service_providers as p', 'p.sp_id', 'b.blocked_id')
    .select((eb) => [
      'b.blocked_id',
      'a.role',
      'b.created_at',
      eb.fn.coalesce('c.name', providerName('p')).as('name'),
    ])
    .where('b.blocker_id', '=', blocker);
  if (beforeId !== undefined) q = q.where('b.blocked_id', '<', beforeId);
  return q.orderBy('b.blocked_id', 'desc').limit(limit).execute();
}
