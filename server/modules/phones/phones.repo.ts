import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The account's verified number, or undefined. */
export function verifiedPhone(db: Db, accountId: number) {
  return db
    .selectFrom('account_phones')
    .select(['phone', 'verified_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The account that verified this number, or undefined. */
export function ownerOf(db: Db, phone: string) {
  return db
    .selectFrom('account_phones')
    .select('account_id')
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** SQL: whether the account in column `ref` has a verified number. */
export const hasVerifiedPhone = (ref: string) =>
  sql<boolean>`exists (select 1 from account_phones ap where ap.account_id = ${sql.ref(ref)})`;

/** The verified numbers of these accounts (those that have one). */
export function verifiedPhonesOf(db: Db, accountIds: readonly number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('account_phones')
    .select(['account_id', 'phone'])
    .where('account_id', 'in', accountIds)
    .execute();
}

/** The number is the account's, verified now; it replaces the account's older one. */
export async function saveVerified(db: Db, accountId: number, phone: string, now: Date) {
  await db
    .insertInto('account_phones')
    .values({ account_id: accountId, phone, verified_at: now })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ phone, verified_at: now }))
    .execute();
}

export async function removePhone(db: Db, accountId: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('account_phones')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) === 1;
}

/**
 * Serialises code requests of one account and of one number until the transaction ends, so
 * parallel requests cannot all pass the budgets counted below. Account first, then number:
 * one order for every caller, so two callers never wait on each other in a circle.
 */
export async function lockForCodes(trx: Transaction<Database>, accountId: number, phone: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`phone-codes:account:${accountId}`}))`.execute(
    trx,
  );
  await sql`select pg_advisory_xact_lock(hashtext(${`phone-codes:number:${phone}`}))`.execute(trx);
}

/** The account's newest code (only the newest is ever typed against). */
export function latestCode(db: Db, accountId: number) {
  return db
    .selectFrom('phone_codes')
    .select(['id', 'phone', 'code_hash', 'tries', 'expires_at', 'created_at', 'used_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many codes went out since `since`, and when the oldest of them did. */
async function codesSince(
  db: Db,
  column: 'account_id' | 'phone',
  value: number | string,
  since: Date,
) {
  const row = await db
    .selectFrom('phone_codes')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.min<Date | null>('created_at').as('oldest'),
    ])
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest ? new Date(row.oldest) : null };
}

export const accountCodesSince = (db: Db, accountId: number, since: Date) =>
  codesSince(db, 'account_id', accountId, since);

export const numberCodesSince = (db: Db, phone: string, since: Date) =>
  codesSince(db, 'phone', phone, since);

export async function insertCode(
  db: Db,
  code: { accountId: number; phone: string; hash: string; now: Date; expiresAt: Date },
) {
  const row = await db
    .insertInto('phone_codes')
    .values({
      account_id: code.accountId,
      phone: code.phone,
      code_hash: code.hash,
      created_at: code.now,
      expires_at: code.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Counts one code typed against the code, right or wrong, before it is compared: answers the
 * tries now counted, or null when it had no tries left (or was used). Compare-and-set, so
 * parallel guesses get `maxTries` between them, not each.
 */
export async function countTry(db: Db, id: number, maxTries: number): Promise<number | null> {
  const row = await db
    .updateTable('phone_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('tries', '<', maxTries)
    .returning('tries')
    .executeTakeFirst();
  return row ? row.tries : null;
}

/** Compare-and-set: the code works once. */
export async function useCode(db: Db, id: number, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('phone_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
