import { type Kysely, sql } from 'kysely';

/**
 * One-time sign-in codes (decision 0044): the second step that lets an account's owner in on
 * a device it never used while strangers keep the account's guessing brake engaged. A code is
 * for one login name (an account's email, or the admin's username), stored as a hash, and
 * works once, for a few minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_codes_open')
    .on('login_codes')
    .column('login')
    .where(sql.ref('used_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_codes').execute();
}
