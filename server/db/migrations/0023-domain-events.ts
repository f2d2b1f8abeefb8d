import { type Kysely, sql } from 'kysely';

/**
 * The transactional outbox of domain events (decision 0043): a service writes its events in
 * the transaction of its change, held by the writing node (a lease) until it delivered it; a
 * sweep takes the ones whose lease ran out. Notifications and emails keep the id of the event
 * they came from, so a delivery tried again adds no second row, and name what they open by
 * entity and id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domain_events')
    .addColumn('event_id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject_entity', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lease_until', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_channels', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_error', 'text')
    .addColumn('dispatched_at', 'timestamptz')
    .execute();
  // The dispatcher's sweep: events not yet delivered everywhere, oldest first.
  await db.schema
    .createIndex('domain_events_undelivered')
    .on('domain_events')
    .column('event_id')
    .where(sql.ref('dispatched_at'), 'is', null)
    .execute();

  for (const table of ['notifications', 'email_outbox']) {
    await db.schema
      .alterTable(table)
      // A key, not a reference: delivered events may be pruned, and a channel's row stays
      // keyed by the event it came from (a foreign key would also cost every insert a lookup).
      .addColumn('event_id', 'integer')
      .addColumn('target_entity', 'text')
      .addColumn('target_id', 'integer')
      .execute();
    await sql`create unique index ${sql.id(`${table}_once_per_event`)} on ${sql.table(table)}
      (event_id, recipient_id) where event_id is not null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'email_outbox']) {
    await db.schema
      .alterTable(table)
      .dropColumn('event_id')
      .dropColumn('target_entity')
      .dropColumn('target_id')
      .execute();
  }
  await db.schema.dropTable('domain_events').execute();
}
