import { type Kysely, sql } from 'kysely';

/**
 * Verified phone numbers (decision 0053). `account_phones` holds an account's verified mobile
 * number, E.164 (+923XXXXXXXXX): one per account, and a number verified by one account at
 * most. `phone_codes` holds the 6-digit codes sent to verify one, as an HMAC with a server
 * key (never the code), each with its tries; its rows are also what the per-account and
 * per-number budgets count, so they are kept after use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_phones')
    .addColumn('account_id', 'integer', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('account_phones_e164', sql`phone ~ '^\\+923[0-9]{9}$'`)
    .execute();
  await db.schema
    .createTable('phone_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  // The account's newest code, and its codes of the last hour; a number's codes of the day.
  await db.schema
    .createIndex('phone_codes_account')
    .on('phone_codes')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('phone_codes_phone')
    .on('phone_codes')
    .columns(['phone', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phone_codes').execute();
  await db.schema.dropTable('account_phones').execute();
}
