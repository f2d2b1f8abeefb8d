import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A new code for `login`. The login's other open codes keep working until they expire. */
export async function issueCode(db: Db, login: string, hash: string, minutes: number) {
  await db
    .insertInto('login_codes')
    .values({
      login,
      code_hash: hash,
      expires_at: sql<Date>`now() + make_interval(mins => ${minutes})`,
    })
    .execute();
}

/** The login's unused, unexpired codes (a few at most: asking for them is braked). */
export function openCodes(db: Db, login: string) {
  return db
    .selectFrom('login_codes')
    .select(['id', 'code_hash'])
    .where('login', '=', login)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
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
