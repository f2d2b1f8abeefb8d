import { type Kysely, sql } from 'kysely';
import { categoryWordsUr, cityNamesUr, serviceWordsUr } from './0031-catalog-urdu-words';

/**
 * The catalog in two languages (decision 0059): each category, service and city has an Urdu
 * name (and description) beside the English one, null where the admin has not written it yet
 * (readers then get the English). The seeded rows of an existing database get their Urdu here;
 * a row the admin already gave an Urdu name keeps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cities').addColumn('name_ur', 'text').execute();
  for (const table of ['categories', 'services']) {
    await db.schema
      .alterTable(table)
      .addColumn('name_ur', 'text')
      .addColumn('description_ur', 'text')
      .execute();
  }

  const cities = cityNamesUr.map(([name, ur]) => sql`(${name}, ${ur})`);
  await sql`
    update cities set name_ur = v.name_ur
    from (values ${sql.join(cities)}) as v(name, name_ur)
    where cities.name = v.name and cities.name_ur is null`.execute(db);

  const categories = categoryWordsUr.map(
    ([name, nameUr, descriptionUr]) => sql`(${name}, ${nameUr}, ${descriptionUr})`,
  );
  await sql`
    update categories set name_ur = v.name_ur, description_ur = v.description_ur
    from (values ${sql.join(categories)}) as v(name, name_ur, description_ur)
    where lower(categories.name) = lower(v.name) and categories.name_ur is null`.execute(db);

  const services = serviceWordsUr.map(
    ([category, name, nameUr, descriptionUr]) =>
      sql`(${category}, ${name}, ${nameUr}, ${descriptionUr})`,
  );
  await sql`
    update services set name_ur = v.name_ur, description_ur = v.description_ur
    from (values ${sql.join(services)}) as v(category_name, name, name_ur, description_ur),
      categories c
    where c.category_id = services.category_id and lower(c.name) = lower(v.category_name)
      and lower(services.name) = lower(v.name) and services.name_ur is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['categories', 'services']) {
    await db.schema.alterTable(table).dropColumn('name_ur').dropColumn('description_ur').execute();
  }
  await db.schema.alterTable('cities').dropColumn('name_ur').execute();
}
