import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A new code for `login`; the login's older open codes stop working. */
export async function issueCode(
  db: Kysely<Database>,
  login: string,
  hash: string,
  minutes: number,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('login_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('login', '=', login)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('login_codes')
      .values({
        login,
        code_hash: hash,
        expires_at: sql<Date>`now() + make_interval(mins => ${minutes})`,
      })
      .execute();
  });
}

/**
 * Counts one try of the login's open code and answers it (its id and hash), or nothing when
 * there is none, or it ran out of time or tries. Counted before it is compared, so parallel
 * guesses cannot share one try.
 */
export async function tryOpenCode(db: Db, login: string, maxTries: number) {
  return db
    .updateTable('login_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('login', '=', login)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('tries', '<', maxTries)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
}

/** Compare-and-set: the code works once. */
export async function spendCode(db: Db, id: number): Promise<boolean> {
  const used = await db
    .updateTable('login_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
