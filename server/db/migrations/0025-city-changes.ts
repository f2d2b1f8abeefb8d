import type { Kysely } from 'kysely';

/**
 * When a provider last moved to another city: city changes are limited (CITY_CHANGE_DAYS), so
 * that switching cities does not open every city's feed in turn. Null: never changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_providers')
    .addColumn('city_changed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_providers').dropColumn('city_changed_at').execute();
}
