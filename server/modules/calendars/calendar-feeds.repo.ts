import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notSuspended } from '../../db/suspensions';

type Db = Kysely<Database> | Transaction<Database>;

/** The account's live feed, if it has one (only when it was made: the token is not kept). */
export function liveFeedOf(db: Db, accountId: number) {
  return db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Revokes the account's live feed; answers whether there was one. */
export async function revokeFeed(db: Db, accountId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('calendar_feeds')
    .set({ revoked_at: now })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Makes the account's feed: the live one before it (if any) stops answering. */
export async function replaceFeed(
  db: Kysely<Database>,
  accountId: number,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeFeed(trx, accountId, now);
    await trx
      .insertInto('calendar_feeds')
      .values({ account_id: accountId, token_hash: tokenHash, created_at: now })
      .execute();
  });
}

/**
 * The account a live feed's token hash belongs to, with what its calendar is worded in; none
 * while it is suspended, whose sessions stop at once too (decision 0068).
 */
export function accountOfFeed(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds as f')
    .innerJoin('accounts as a', 'a.id', 'f.account_id')
    .select(['a.id', 'a.role', 'a.language'])
    .where('f.token_hash', '=', tokenHash)
    .where('f.revoked_at', 'is', null)
    .where(notSuspended('a.id'))
    .executeTakeFirst();
}
