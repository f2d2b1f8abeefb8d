import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { seedCategories, seedCities } from './seed-data';

/**
 * Inserts reference data that is missing and leaves existing rows alone,
 * so an admin's later changes (a deactivated category, say) survive a restart.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cities')
      .values(seedCities.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();

    for (const category of seedCategories) {
      await trx
        .insertInto('categories')
        .values({ name: category.name, description: category.description })
        .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
        .execute();
      const { category_id } = await trx
        .selectFrom('categories')
        .select('category_id')
        .where(sql`lower(name)`, '=', category.name.toLowerCase())
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('services')
        .values(
          category.services.map(([name, description]) => ({ category_id, name, description })),
        )
        .onConflict((oc) => oc.expression(sql`category_id, lower(name)`).doNothing())
        .execute();
    }
  });
}
