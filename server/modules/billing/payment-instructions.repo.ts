import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The one row of payment instructions; undefined until the admin first sets them. */
export function readInstructions(db: Db) {
  return db
    .selectFrom('payment_instructions')
    .select(['instructions', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** Writes the instructions (the row is made on the first write). */
export function writeInstructions(db: Db, instructions: string, now: Date) {
  return db
    .insertInto('payment_instructions')
    .values({ id: 1, instructions, updated_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        instructions: eb.ref('excluded.instructions'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['instructions', 'updated_at'])
    .executeTakeFirstOrThrow();
}
