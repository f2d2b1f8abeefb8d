import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { seedCategories, seedCities, seedCityNamesUr } from './seed-data';

/**
 * Inserts reference data that is missing and leaves existing rows alone,
 * so an admin's later changes (a deactivated category, say) survive a restart.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  // Three statements whatever the size of the catalog: this runs on every start.
  const services = seedCategories
    .flatMap((category) => category.services.map((service) => [category.name, ...service]))
    .map(
      ([category, name, description, nameUr, descriptionUr], i) =>
        sql`(${sql.lit(i)}, ${category}, ${name}, ${description}, ${nameUr}, ${descriptionUr})`,
    );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cities')
      .values(seedCities.map((name) => ({ name, name_ur: seedCityNamesUr[name] ?? null })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await trx
      .insertInto('categories')
      .values(
        seedCategories.map(({ name, description, nameUr, descriptionUr }) => ({
          name,
          description,
          name_ur: nameUr,
          description_ur: descriptionUr,
        })),
      )
      .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
      .execute();
    await sql`
      insert into services (category_id, name, description, name_ur, description_ur)
      select c.category_id, s.name, s.description, s.name_ur, s.description_ur
      from (values ${sql.join(services)})
        as s(seq, category_name, name, description, name_ur, description_ur)
      join categories c on lower(c.name) = lower(s.category_name)
      -- New services get their ids in the seed's order.
      order by s.seq
      on conflict (category_id, lower(name)) do nothing`.execute(trx);
  });
}
