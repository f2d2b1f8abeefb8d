import { type Kysely, sql } from 'kysely';

const sqlSlug = sql`slug in ('terms', 'privacy')`;

/**
 * The admin's text of the trust pages (terms of service, privacy). A page without a row shows
 * the product's default text, so a new install has both pages from its first start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey().check(sqlSlug))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_pages').execute();
}
