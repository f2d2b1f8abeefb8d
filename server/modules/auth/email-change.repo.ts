import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function findAccount(db: Db, id: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'email', 'password_hash', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function emailUsedByOther(db: Db, email: string, accountId: number) {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Closes every open change of the account: a newer one replaces them, one was used, or the
 * password was reset (the owner taking the account back).
 */
export function retireOpenChanges(db: Db, accountId: number, now?: Date) {
  return db
    .updateTable('email_changes')
    .set({ used_at: now ?? sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

export function insertChange(
  db: Db,
  change: { accountId: number; newEmail: string; tokenHash: string; expiresAt: Date },
) {
  return db
    .insertInto('email_changes')
    .values({
      account_id: change.accountId,
      new_email: change.newEmail,
      token_hash: change.tokenHash,
      expires_at: change.expiresAt,
    })
    .execute();
}

/** Compare-and-set: marks an open, unexpired link used; answers its change, or undefined. */
export function consumeChange(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable('email_changes')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id', 'new_email'])
    .executeTakeFirst();
}

/** Sets the login email and ends every session issued before (as a password reset does). */
export function applyEmail(db: Db, accountId: number, email: string) {
  return db
    .updateTable('accounts')
    .set({ email, token_version: sql`token_version + 1` })
    .where('id', '=', accountId)
    .execute();
}
