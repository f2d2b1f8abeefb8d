import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('payment_id', 'serial', (c) => c.primaryKey())
    .addColumn('sp_id', 'integer', (c) =>
      c.notNull().references('service_providers.sp_id').onDelete('cascade'),
    )
    .addColumn('billing_year', 'integer', (c) => c.notNull())
    .addColumn('billing_month', 'integer', (c) =>
      c.notNull().check(sql`billing_month between 1 and 12`),
    )
    .addColumn('total_earnings_minor', 'bigint', (c) => c.notNull())
    .addColumn('amount_due_minor', 'bigint', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    // Overdue is not stored: it is an unpaid invoice read after its due date.
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('Pending').check(sql`status in ('Pending', 'uploaded', 'Paid')`),
    )
    .addColumn('proof_of_payment', 'text')
    .addColumn('proof_uploaded_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('invoices_one_per_month', ['sp_id', 'billing_year', 'billing_month'])
    .execute();
  await db.schema
    .createIndex('invoices_waiting')
    .on('invoices')
    .column('payment_id')
    .where(sql.ref('status'), '=', 'uploaded')
    .execute();
  // Billing notifications belong to no chat.
  await db.schema
    .alterTable('notifications')
    .alterColumn('room', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
}
