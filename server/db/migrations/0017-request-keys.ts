import { type Kysely, sql } from 'kysely';

/**
 * The key a client sends with a new request (the `Idempotency-Key` header): a second POST with
 * the same key from the same client answers the request the first one filed instead of filing
 * a twin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_requests').addColumn('client_key', 'uuid').execute();
  await db.schema
    .createIndex('service_requests_client_key')
    .unique()
    .on('service_requests')
    .columns(['client_id', 'client_key'])
    .where(sql.ref('client_key'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('service_requests_client_key').execute();
  await db.schema.alterTable('service_requests').dropColumn('client_key').execute();
}
