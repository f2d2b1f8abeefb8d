import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { ErrorCode } from '#contracts/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import * as repo from './blocks.repo';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The one rule of blocks (decision 0067): two people are kept apart when either blocked the
 * other. Chats, messages, offers and direct requests ask it (in the caller's transaction when
 * there is one), whichever door (REST or socket) the write came through.
 */
export function isBlockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  return repo.eitherBlocked(db, a, b);
}

/**
 * The same rule for a list in SQL (a provider's feed): neither person `id` nor the account in
 * column `ref` (e.g. 'r.client_id') blocked the other. Each side is one probe of the blocks'
 * primary key (blocker_id, blocked_id).
 */
export function notBlockedWith(id: number, ref: string): RawBuilder<boolean> {
  return sql<boolean>`(not exists (select 1 from blocks bl
      where bl.blocker_id = ${id} and bl.blocked_id = ${sql.ref(ref)})
    and not exists (select 1 from blocks bl
      where bl.blocker_id = ${sql.ref(ref)} and bl.blocked_id = ${id}))`;
}

/** Those of `others` that `id` blocked or that blocked `id` (a new request's audience). */
export function blockedWithAny(
  db: Db,
  id: number,
  others: readonly number[],
): Promise<Set<number>> {
  return repo.eitherBlockedAmong(db, id, others);
}

/**
 * Two people are kept apart when either blocked the other (403 `block.blocked`), or while
 * either is suspended (403 `account.other_suspended`, decision 0068): the suspended one cannot
 * sign in, so nothing new (a chat, a message, an offer or its acceptance, a direct request)
 * may bind the other to it.
 */
export async function refuseIfKeptApart(db: Db, a: number, b: number): Promise<void> {
  const blocked = await isBlockedBetween(db, a, b);
  const suspended =
    !blocked &&
    (await db
      .selectFrom('account_suspensions')
      .select('account_id')
      .where('account_id', 'in', [a, b])
      .limit(1)
      .executeTakeFirst()) !== undefined;
  refuseIfApart({ blocked, suspended });
}

/**
 * The same rule as two columns of a query that names the two people in columns `a` and `b`
 * (a chat's head, read once for a message): pass the row to `refuseIfApart`.
 */
export function keptApartColumns(a: string, b: string) {
  const [x, y] = [sql.ref(a), sql.ref(b)];
  return [
    sql<boolean>`exists (select 1 from blocks bl
      where (bl.blocker_id = ${x} and bl.blocked_id = ${y})
         or (bl.blocker_id = ${y} and bl.blocked_id = ${x}))`.as('blocked'),
    sql<boolean>`exists (select 1 from account_suspensions su
      where su.account_id in (${x}, ${y}))`.as('suspended'),
  ] as const;
}

/** Refuses as `refuseIfKeptApart` does, from the columns of `keptApartColumns`. */
export function refuseIfApart(row: { blocked: boolean; suspended: boolean }): void {
  if (row.blocked) throw new AppError(ErrorCode.blocked, 403, 'errors.codes.block.blocked');
  if (row.suspended) {
    throw new AppError(ErrorCode.otherSuspended, 403, 'errors.codes.account.other_suspended');
  }
}
