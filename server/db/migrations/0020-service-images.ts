import type { Kysely } from 'kysely';
import { seedCategories } from '../seed-data';

/**
 * Whether a service has its image (`/images/<slug>.png`): the admin's new services do, the
 * seeded ones do not, and the category page shows it only where there is one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('has_image', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // The admin's services made before this column all came with their image (it was required).
  const seeded = seedCategories.flatMap((c) => c.services.map(([name]) => name));
  await (db as Kysely<{ services: { name: string; has_image: boolean } }>)
    .updateTable('services')
    .set({ has_image: true })
    .where('name', 'not in', seeded)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('services').dropColumn('has_image').execute();
}
