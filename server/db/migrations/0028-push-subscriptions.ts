import { type Kysely, sql } from 'kysely';

/**
 * Web Push subscriptions (decision 0050): one row per device a person turned push on in, the
 * browser's endpoint (unique: a device belongs to the account that last turned it on) and the
 * two keys its pushes are encrypted for. The device's name is kept as the browser and system
 * read from its user agent (names, not words), or a label the person gave it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_success_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_account')
    .on('push_subscriptions')
    .columns(['account_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
