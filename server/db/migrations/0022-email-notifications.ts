import { type Kysely, sql } from 'kysely';

/**
 * Notifications keep their kind and values (`params`, JSON) instead of an English text; the
 * rows written before keep their `message`. Each account's email settings (one row once it
 * changed one; none: every group on), and the outbox of emails to send (decision 0039).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .alterColumn('message', (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable('notifications').addColumn('params', 'text').execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('account_id', 'integer', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('messages', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('offers', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('offer_answers', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('orders', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('billing', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('outbox_id', 'serial', (c) => c.primaryKey())
    .addColumn('recipient_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('email_group', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('room', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'skipped', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_after', 'timestamptz', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // The sender's queue: what is due, oldest first.
  await db.schema
    .createIndex('email_outbox_due')
    .on('email_outbox')
    .column('send_after')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // One waiting digest per recipient and chat: a new message joins it rather than adding one.
  await sql`create unique index email_outbox_one_digest on email_outbox (recipient_id, room)
    where status = 'pending' and email_group = 'messages'`.execute(db);
  // An account's emails, for the tests and for removing them with it.
  await db.schema
    .createIndex('email_outbox_by_recipient')
    .on('email_outbox')
    .columns(['recipient_id', 'outbox_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_outbox').execute();
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.alterTable('notifications').dropColumn('params').execute();
  await sql`update notifications set message = '' where message is null`.execute(db);
  await db.schema
    .alterTable('notifications')
    .alterColumn('message', (c) => c.setNotNull())
    .execute();
}
