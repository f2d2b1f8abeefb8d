import { type Kysely, sql } from 'kysely';

/**
 * How providers pay the platform (decision 0031): the admin's payment instructions, one row,
 * and every proof of payment the admin rejected, kept with its reason. Both written by the
 * billing module only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_instructions')
    // One row: the platform's instructions (empty text: not set).
    .addColumn('id', 'smallint', (c) => c.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('proof_rejections')
    .addColumn('rejection_id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) =>
      c.notNull().references('invoices.payment_id').onDelete('cascade'),
    )
    // The rejected file stays in the file store, named here: what the admin saw and refused.
    .addColumn('proof_file', 'text', (c) => c.notNull())
    .addColumn('proof_uploaded_at', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('rejected_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // An invoice's latest rejection, read with each of its provider's invoices.
  await sql`create index proof_rejections_latest
    on proof_rejections (payment_id, rejection_id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('proof_rejections').execute();
  await db.schema.dropTable('payment_instructions').execute();
}
