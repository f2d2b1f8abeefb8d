import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, UserRole } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function insertResetToken(
  db: Db,
  accountId: number,
  tokenHash: string,
  lifetimeMinutes: number,
) {
  return db
    .insertInto('password_resets')
    .values({
      account_id: accountId,
      token_hash: tokenHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${lifetimeMinutes})`,
    })
    .execute();
}

/** An unused, unexpired link of this account and role. */
function openLink(db: Db, tokenHash: string, accountId: number, role: UserRole) {
  return db
    .selectFrom('password_resets')
    .innerJoin('accounts', 'accounts.id', 'password_resets.account_id')
    .select('password_resets.id')
    .where('password_resets.token_hash', '=', tokenHash)
    .where('password_resets.account_id', '=', accountId)
    .where('accounts.role', '=', role)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', sql<Date>`now()`);
}

export async function isLinkOpen(db: Db, tokenHash: string, accountId: number, role: UserRole) {
  return (await openLink(db, tokenHash, accountId, role).executeTakeFirst()) !== undefined;
}

/**
 * Compare-and-set: consumes the link only if it is still open, and with it every other open
 * link of the account. Answers whether this call consumed it.
 */
export async function consumeLink(db: Db, tokenHash: string, accountId: number, role: UserRole) {
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: sql`now()` })
    .where('id', 'in', openLink(db, tokenHash, accountId, role))
    .returning('id')
    .executeTakeFirst();
  if (!used) return false;
  await db
    .updateTable('password_resets')
    .set({ used_at: sql`now()` })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
  return true;
}
