import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema';
import { seedCategories, seedCities, seedCityNamesUr } from './seed-data';

/** The reference data's row in `reference_seeds`. */
const SEED_NAME = 'reference';

/**
 * A hash of what the seed writes: a release that changes the seed's content gets a new one,
 * and its first start on any database seeds again.
 */
export function referenceSeedHash(
  data: unknown = [seedCities, seedCityNamesUr, seedCategories],
): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/**
 * The start's seeding (decision 0110): skipped when the database records that this very
 * content was seeded, since seeding only ever inserts what is missing. Each node compares its
 * own release's hash, so a node of another release seeds again (harmless: nothing is
 * overwritten) and records its own. Answers whether it seeded.
 */
export async function seedReferenceDataOnStart(
  db: Kysely<Database>,
  hash = referenceSeedHash(),
): Promise<boolean> {
  const recorded = await db
    .selectFrom('reference_seeds')
    .select('content_hash')
    .where('name', '=', SEED_NAME)
    .executeTakeFirst();
  if (recorded?.content_hash === hash) return false;
  await db.transaction().execute(async (trx) => {
    await seedInto(trx, true);
    await trx
      .insertInto('reference_seeds')
      .values({ name: SEED_NAME, content_hash: hash })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ content_hash: hash, seeded_at: sql`now()` }),
      )
      .execute();
  });
  return true;
}

/**
 * Inserts reference data that is missing and leaves existing rows alone,
 * so an admin's later changes (a deactivated category, say) survive a restart. `urdu: false`
 * seeds a schema from before migration 0031 (the migration tests of older migrations).
 */
export async function seedReferenceData(
  db: Kysely<Database>,
  { urdu = true }: { urdu?: boolean } = {},
): Promise<void> {
  await db.transaction().execute((trx) => seedInto(trx, urdu));
}

async function seedInto(trx: Transaction<Database>, urdu: boolean): Promise<void> {
  const ur = (text: string | null) => (urdu ? text : null);
  // Three statements whatever the size of the catalog.
  const services = seedCategories
    .flatMap((category) => category.services.map((service) => [category.name, ...service]))
    .map(
      ([category, name, description, nameUr, descriptionUr], i) =>
        sql`(${sql.lit(i)}, ${category}, ${name}, ${description}, ${ur(nameUr ?? null)}, ${ur(descriptionUr ?? null)})`,
    );
  const urduColumns = (...columns: string[]) => (urdu ? sql.raw(`, ${columns.join(', ')}`) : sql``);
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
}
