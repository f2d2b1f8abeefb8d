import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_services')
    .addColumn('sp_id', 'integer', (c) =>
      c.notNull().references('service_providers.sp_id').onDelete('cascade'),
    )
    .addColumn('service_id', 'integer', (c) =>
      c.notNull().references('services.service_id').onDelete('cascade'),
    )
    .addColumn('available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('provider_services_pk', ['sp_id', 'service_id'])
    .execute();
  await db.schema
    .createIndex('provider_services_by_service')
    .on('provider_services')
    .columns(['service_id', 'sp_id'])
    .execute();

  await db.schema
    .createTable('category_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sp_id', 'integer', (c) =>
      c.notNull().references('service_providers.sp_id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('category_requests').execute();
  await db.schema.dropTable('provider_services').execute();
}
