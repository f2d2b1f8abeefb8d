import { type Kysely, sql } from 'kysely';

/**
 * Disputes (decision 0026): either party of an accepted or recently completed order opens one,
 * both add statements, the admin resolves it. While open, the request is `disputed`. Stale
 * accepted orders get a reminder stamp.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_requests')
    .dropConstraint('service_requests_status_check')
    .execute();
  await db.schema
    .alterTable('service_requests')
    .addCheckConstraint(
      'service_requests_status_check',
      sql`status in ('pending', 'accepted', 'completed', 'cancelled', 'expired', 'disputed')`,
    )
    .execute();
  await db.schema.alterTable('service_requests').addColumn('disputed_at', 'timestamptz').execute();
  await db.schema
    .alterTable('service_requests')
    .addColumn('stale_reminded_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('service_requests_accepted_age')
    .on('service_requests')
    .column('accepted_at')
    .where(sql.ref('status'), '=', 'accepted')
    .execute();

  await db.schema
    .createTable('disputes')
    .addColumn('dispute_id', 'serial', (c) => c.primaryKey())
    .addColumn('request_id', 'integer', (c) =>
      c.notNull().references('service_requests.request_id').onDelete('cascade'),
    )
    .addColumn('opened_by', 'text', (c) =>
      c.notNull().check(sql`opened_by in ('clients', 'serviceproviders', 'admin')`),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('evidence', 'text')
    .addColumn('order_status_before', 'text', (c) =>
      c.notNull().check(sql`order_status_before in ('accepted', 'completed')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'resolved')`),
    )
    .addColumn('outcome', 'text', (c) =>
      c.check(sql`outcome in ('completed', 'adjusted', 'cancelled')`),
    )
    .addColumn('adjusted_price_minor', 'bigint', (c) => c.check(sql`adjusted_price_minor > 0`))
    .addColumn('resolution_note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addCheckConstraint(
      'disputes_resolution',
      sql`(status = 'open' and outcome is null and resolved_at is null)
        or (status = 'resolved' and outcome is not null and resolved_at is not null
            and (outcome = 'adjusted') = (adjusted_price_minor is not null))`,
    )
    .execute();
  // An order is disputed at most once: the admin's resolution is final.
  await db.schema
    .createIndex('disputes_one_per_order')
    .on('disputes')
    .column('request_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('disputes_by_status')
    .on('disputes')
    .columns(['status', 'dispute_id'])
    .execute();

  await db.schema
    .createTable('dispute_statements')
    .addColumn('statement_id', 'serial', (c) => c.primaryKey())
    .addColumn('dispute_id', 'integer', (c) =>
      c.notNull().references('disputes.dispute_id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (c) =>
      c.notNull().check(sql`author in ('clients', 'serviceproviders', 'admin')`),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dispute_statements_by_dispute')
    .on('dispute_statements')
    .columns(['dispute_id', 'statement_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dispute_statements').execute();
  await db.schema.dropTable('disputes').execute();
  await db.schema.alterTable('service_requests').dropColumn('stale_reminded_at').execute();
  await db.schema.alterTable('service_requests').dropColumn('disputed_at').execute();
}
