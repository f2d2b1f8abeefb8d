import { type Kysely, sql } from 'kysely';

/**
 * A provider's portfolio (decision 0063): up to 12 photos of past work, each a caption (typed
 * data, in the language the provider wrote it) and two images the server made from the upload,
 * a display size and a thumbnail, kept in the file store's `portfolio` area. `position` orders
 * them; gaps are allowed (a removed photo leaves one), ties fall back on the id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('portfolio_photos')
    .addColumn('photo_id', 'serial', (c) => c.primaryKey())
    .addColumn('sp_id', 'integer', (c) =>
      c.notNull().references('service_providers.sp_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_name', 'text', (c) => c.notNull())
    .addColumn('thumb_name', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('portfolio_photos_provider')
    .on('portfolio_photos')
    .columns(['sp_id', 'position', 'photo_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('portfolio_photos').execute();
}
