import { type Kysely, sql } from 'kysely';

/**
 * Alerts by push and text (decision 0049): each account's switches per group and channel (a
 * row once it changed one; none: the role's default), its quiet hours, the outbox of alerts to
 * send, and the ledger of texts sent (what they cost). New jobs get their own email switch,
 * on where the account's offers switch was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notification_settings')
    .addColumn('new_jobs', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`update notification_settings set new_jobs = offers`.execute(db);

  await db.schema
    .createTable('alert_switches')
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) =>
      c.notNull().check(sql`channel in ('push', 'sms', 'whatsapp')`),
    )
    .addColumn('alert_group', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('alert_switches_pk', ['account_id', 'channel', 'alert_group'])
    .execute();

  await db.schema
    .createTable('alert_settings')
    .addColumn('account_id', 'integer', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    // Minutes after midnight in `time_zone`; both null: no quiet hours.
    .addColumn('quiet_from', 'integer')
    .addColumn('quiet_to', 'integer')
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('alert_outbox')
    .addColumn('alert_id', 'serial', (c) => c.primaryKey())
    .addColumn('recipient_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) =>
      c.notNull().check(sql`channel in ('push', 'sms', 'whatsapp')`),
    )
    .addColumn('alert_group', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('room', 'text')
    .addColumn('event_id', 'integer')
    .addColumn('target_entity', 'text')
    .addColumn('target_id', 'integer')
    .addColumn('repeats', 'integer', (c) => c.notNull().defaultTo(1))
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
  await db.schema
    .createIndex('alert_outbox_due')
    .on('alert_outbox')
    .column('send_after')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // An event alerts each recipient once per channel, however often it is delivered.
  await sql`create unique index alert_outbox_once on alert_outbox (event_id, recipient_id, channel)
    where event_id is not null`.execute(db);
  // One waiting alert per recipient, channel and chat: a new message joins it.
  await sql`create unique index alert_outbox_one_chat on alert_outbox (recipient_id, channel, room)
    where status = 'pending' and alert_group = 'messages'`.execute(db);
  // The hourly cap counts what a recipient was sent on a channel lately.
  await db.schema
    .createIndex('alert_outbox_by_recipient')
    .on('alert_outbox')
    .columns(['recipient_id', 'channel', 'finished_at'])
    .execute();

  await db.schema
    .createTable('text_sends')
    .addColumn('send_id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'whatsapp')`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('delivery', 'text')
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('text_sends_by_time').on('text_sends').column('sent_at').execute();
  await db.schema
    .createIndex('text_sends_by_provider_id')
    .on('text_sends')
    .columns(['channel', 'provider_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_sends').execute();
  await db.schema.dropTable('alert_outbox').execute();
  await db.schema.dropTable('alert_settings').execute();
  await db.schema.dropTable('alert_switches').execute();
  await db.schema.alterTable('notification_settings').dropColumn('new_jobs').execute();
}
