import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { seedCategories, seedCities, seedCityNamesUr } from './seed-data';

/**
 * Inserts reference data that is missing and leaves existing rows alone,
 * so an admin's later changes (a deactivated category, say) survive a restart. `urdu: false`
 * seeds a schema from before migration 0031 (the migration tests of older migrations).
 */
export async function seedReferenceData(
  db: Kysely<Database>,
  { urdu = true }: { urdu?: boolean } = {},
): Promise<void> {
  const ur = (text: string | null) => (urdu ? text : null);
  // Three statements whatever the size of the catalog: this runs on every start.
  const services = seedCategories
    .flatMap((category) => category.services.map((service) => [category.name, ...service]))
    .map(
      ([category, name, description, nameUr, descriptionUr], i) =>
        sql`(${sql.lit(i)}, ${category}, ${name}, ${description}, ${ur(nameUr ?? null)}, ${ur(descriptionUr ?? null)})`,
    );
  const urduColumns = (...columns: string[]) => (urdu ? sql.raw(`, ${columns.join(', ')}`) : sql``);
  await db.transaction().execute(async (trx) => {
    // Cities only into an empty table: the admin renames and removes them (decision 0059),
    // and a renamed seeded city must not come back under its old name at the next start.
    const seeded = seedCities.map(
      (name, i) => sql`(${sql.lit(i)}, ${name}, ${ur(seedCityNamesUr[name] ?? null)})`,
    );
    await sql`
      insert into cities (name${urduColumns('name_ur')})
      select v.name${urduColumns('v.name_ur')}
      from (values ${sql.join(seeded)}) as v(seq, name, name_ur)
      where not exists (select 1 from cities)
      order by v.seq
      on conflict (name) do nothing
    `.execute(trx);
    const categories = seedCategories.map(
      ({ name, description, nameUr, descriptionUr }, i) =>
        sql`(${sql.lit(i)}, ${name}, ${description}, ${ur(nameUr)}, ${ur(descriptionUr)})`,
    );
    await sql`
      insert into categories (name, description${urduColumns('name_ur', 'description_ur')})
      select v.name, v.description${urduColumns('v.name_ur', 'v.description_ur')}
      from (values ${sql.join(categories)}) as v(seq, name, description, name_ur, description_ur)
      order by v.seq
      on conflict (lower(name)) do nothing
    `.execute(trx);
    await sql`
      insert into services (category_id, name, description${urduColumns('name_ur', 'description_ur')})
      select c.category_id, s.name, s.description${urduColumns('s.name_ur', 's.description_ur')}
      from (values ${sql.join(services)})
        as s(seq, category_name, name, description, name_ur, description_ur)
      join categories c on lower(c.name) = lower(s.category_name)
      -- New services get their ids in the seed's order.
      order by s.seq
      on conflict (category_id, lower(name)) do nothing`.execute(trx);
  });
}
