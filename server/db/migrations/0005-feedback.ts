import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One feedback per order: the order's id is the key.
  await db.schema
    .createTable('feedback')
    .addColumn('request_id', 'integer', (c) =>
      c.primaryKey().references('service_requests.request_id').onDelete('cascade'),
    )
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('service_requests_completed')
    .on('service_requests')
    .columns(['sp_id', 'completed_date'])
    .where(sql.ref('status'), '=', 'completed')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('service_requests_completed').execute();
  await db.schema.dropTable('feedback').execute();
}
