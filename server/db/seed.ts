import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { seedCategories, seedCities } from './seed-data';

/**
 * Inserts reference data that is missing and leaves existing rows alone,
 * so an admin's later changes (a deactivated category, say) survive a restart.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  // Three statements whatever the size of the catalog: this runs on every start.
  const services = seedCategories
    .flatMap((category) => category.services.map((service) => [category.name, ...service]))
    .map(
      ([category, name, description], i) =>
        sql`(${sql.lit(i)}, ${category}, ${name}, ${description})`,
    );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cities')
      .values(seedCities.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await trx
      .insertInto('categories')
      .values(seedCategories.map(({ name, description }) => ({ name, description })))
      .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
      .execute();
    await sql`
      insert into services (category_id, name, description)
      select c.category_id, s.name, s.description
      from (values ${sql.join(services)}) as s(seq, category_name, name, description)
      join categories c on lower(c.name) = lower(s.category_name)
      -- New services get their ids in the seed's order.
      order by s.seq
      on conflict (category_id, lower(name)) do nothing`.execute(trx);
  });
}
