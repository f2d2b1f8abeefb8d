import { type Kysely, sql } from 'kysely';

/**
 * CNIC checks (decision 0066): a provider uploads the front and back of its CNIC, an admin
 * approves or rejects it with a reason, and the images are deleted a set time after the
 * decision (`files_deleted_at`). The newest row of a provider is its state; a provider has at
 * most one pending check. The reason is a kind, never words: it is rendered in the reader's
 * language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('id_checks')
    .addColumn('check_id', 'serial', (c) => c.primaryKey())
    .addColumn('sp_id', 'integer', (c) =>
      c.notNull().references('service_providers.sp_id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('front_name', 'text')
    .addColumn('back_name', 'text')
    .addColumn('reason', 'text', (c) =>
      c.check(sql`reason in ('unreadable', 'not_cnic', 'expired', 'name_mismatch', 'other')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The audit row keeps who decided; an admin account removed at boot leaves null here.
    .addColumn('decided_by', 'integer', (c) => c.references('admins.admin_id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('files_deleted_at', 'timestamptz')
    .addCheckConstraint(
      'id_checks_decided',
      sql`(status = 'pending') = (decided_at is null) and (status = 'rejected') = (reason is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('id_checks_provider')
    .on('id_checks')
    .columns(['sp_id', 'check_id'])
    .execute();
  await db.schema
    .createIndex('id_checks_one_pending')
    .on('id_checks')
    .column('sp_id')
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await db.schema
    .createIndex('id_checks_files_to_delete')
    .on('id_checks')
    .column('decided_at')
    .where(sql<boolean>`files_deleted_at is null and decided_at is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('id_checks').execute();
}
