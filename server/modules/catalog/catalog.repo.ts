import type { Kysely } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText } from '../../db/names';
import type { CatalogStatus, Database } from '../../db/schema';

/** A category's columns, its name and description in `language` (decision 0059). */
const categoryColumns = (language: Language) =>
  [
    'category_id',
    catalogText(language, 'categories').as('name'),
    catalogText(language, 'categories', 'description').as('description'),
    'status',
    'name as image_name',
  ] as const;

/** Both languages as written, for the admin (added fields beside the spec's). */
const bothLanguages = [
  'name as name_en',
  'description as description_en',
  'name_ur',
  'description_ur',
] as const;

/** A service's columns, its words in `language`; its image is named by its English name. */
const serviceColumns = (language: Language) =>
  [
    'service_id',
    catalogText(language, 'services').as('name'),
    catalogText(language, 'services', 'description').as('description'),
    'status',
    'category_id',
    'has_image',
    'name as image_name',
  ] as const;

export function listCities(db: Kysely<Database>, language: Language) {
  const name = catalogText(language, 'cities');
  return db
    .selectFrom('cities')
    .select(['city_id', name.as('name')])
    .orderBy(name)
    .orderBy('city_id')
    .execute();
}

/** Every city with both its names, for the admin. */
export function listCitiesBothLanguages(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom('cities')
    .select(['city_id', catalogText(language, 'cities').as('name'), 'name as name_en', 'name_ur'])
    .orderBy('name_en')
    .execute();
}

export async function cityExists(db: Kysely<Database>, cityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cities')
    .select('city_id')
    .where('city_id', '=', cityId)
    .executeTakeFirst();
  return row !== undefined;
}

export function listActiveCategories(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom('categories')
    .select(categoryColumns(language))
    .where('status', '=', 'active')
    .orderBy('category_id')
    .execute();
}

export function findCategory(db: Kysely<Database>, categoryId: number, language: Language) {
  return db
    .selectFrom('categories')
    .select(categoryColumns(language))
    .select(bothLanguages)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
}

export function listActiveServices(db: Kysely<Database>, categoryId: number, language: Language) {
  return db
    .selectFrom('services')
    .select(serviceColumns(language))
    .where('category_id', '=', categoryId)
    .where('status', '=', 'active')
    .orderBy('service_id')
    .execute();
}

/** A service together with its category's status: a service is on offer only when both are active. */
export function findServiceWithCategory(
  db: Kysely<Database>,
  serviceId: number,
  language: Language,
) {
  return db
    .selectFrom('services')
    .innerJoin('categories', 'categories.category_id', 'services.category_id')
    .select([
      'services.service_id',
      catalogText(language, 'services').as('name'),
      'services.status',
      'categories.status as category_status',
    ])
    .where('services.service_id', '=', serviceId)
    .executeTakeFirst();
}

export function listAllCategories(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom('categories')
    .select(categoryColumns(language))
    .select(bothLanguages)
    .orderBy('category_id')
    .execute();
}

export function listAllServices(db: Kysely<Database>, categoryId: number, language: Language) {
  return db
    .selectFrom('services')
    .select(serviceColumns(language))
    .select(bothLanguages)
    .where('category_id', '=', categoryId)
    .orderBy('service_id')
    .execute();
}

/** Every catalog name, for keeping image names (slugs) apart. */
export async function allCatalogNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('categories')
    .select('name')
    .unionAll(db.selectFrom('services').select('name'))
    .execute();
  return rows.map((r) => r.name);
}

export function findService(db: Kysely<Database>, serviceId: number, language: Language) {
  return db
    .selectFrom('services')
    .select(serviceColumns(language))
    .select(bothLanguages)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
}

export async function countActiveServices(db: Kysely<Database>, categoryId: number) {
  const row = await db
    .selectFrom('services')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', categoryId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function setCategoryStatus(
  db: Kysely<Database>,
  categoryId: number,
  status: CatalogStatus,
) {
  const row = await db
    .updateTable('categories')
    .set({ status })
    .where('category_id', '=', categoryId)
    .returning('category_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setServiceStatus(
  db: Kysely<Database>,
  serviceId: number,
  status: CatalogStatus,
) {
  const row = await db
    .updateTable('services')
    .set({ status })
    .where('service_id', '=', serviceId)
    .returning('service_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The words of a new category: both languages (the Urdu may be null). */
type Words = {
  name: string;
  description: string;
  name_ur: string | null;
  description_ur: string | null;
};

export async function insertCategory(db: Kysely<Database>, words: Words) {
  const row = await db
    .insertInto('categories')
    .values({ ...pickWords(words), status: 'inactive' })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

const pickWords = ({ name, description, name_ur, description_ur }: Words) => ({
  name,
  description,
  name_ur,
  description_ur,
});

export async function insertService(
  db: Kysely<Database>,
  words: Words & { category_id: number },
  hasImage: boolean,
) {
  const row = await db
    .insertInto('services')
    .values({ ...pickWords(words), category_id: words.category_id, has_image: hasImage })
    .returning('service_id')
    .executeTakeFirstOrThrow();
  return row.service_id;
}

/** The admin's edit of a row's words: the English description and both Urdu words. */
type WordsEdit = Omit<Words, 'name'>;

export async function setCategoryWords(db: Kysely<Database>, categoryId: number, w: WordsEdit) {
  const row = await db
    .updateTable('categories')
    .set({ description: w.description, name_ur: w.name_ur, description_ur: w.description_ur })
    .where('category_id', '=', categoryId)
    .returning('category_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setServiceWords(db: Kysely<Database>, serviceId: number, w: WordsEdit) {
  const row = await db
    .updateTable('services')
    .set({ description: w.description, name_ur: w.name_ur, description_ur: w.description_ur })
    .where('service_id', '=', serviceId)
    .returning('service_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findCity(db: Kysely<Database>, cityId: number, language: Language) {
  return db
    .selectFrom('cities')
    .select(['city_id', catalogText(language, 'cities').as('name'), 'name as name_en', 'name_ur'])
    .where('city_id', '=', cityId)
    .executeTakeFirst();
}

/** Whether another city (not `except`) has this English name, whatever its case. */
export async function cityNameTaken(db: Kysely<Database>, name: string, except?: number) {
  let query = db
    .selectFrom('cities')
    .select('city_id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (except !== undefined) query = query.where('city_id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCity(db: Kysely<Database>, name: string, nameUr: string | null) {
  const row = await db
    .insertInto('cities')
    .values({ name, name_ur: nameUr })
    .returning('city_id')
    .executeTakeFirstOrThrow();
  return row.city_id;
}

export async function setCityNames(
  db: Kysely<Database>,
  cityId: number,
  name: string,
  nameUr: string | null,
) {
  await db
    .updateTable('cities')
    .set({ name, name_ur: nameUr })
    .where('city_id', '=', cityId)
    .execute();
}

/**
 * Deletes a city; answers whether it was there. A city in use is kept by its foreign keys: the
 * delete fails with 23503 (`isForeignKeyViolation`) and the caller's transaction rolls back.
 */
export async function deleteCity(db: Kysely<Database>, cityId: number): Promise<boolean> {
  const row = await db
    .deleteFrom('cities')
    .where('city_id', '=', cityId)
    .returning('city_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Active services of active categories, with their category, for the provider's pickers. */
export function listOfferableServices(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom('services as s')
    .innerJoin('categories as c', 'c.category_id', 's.category_id')
    .select([
      's.service_id',
      catalogText(language, 's').as('name'),
      catalogText(language, 's', 'description').as('description'),
      's.category_id',
      catalogText(language, 'c').as('category_name'),
      'c.name as category_image_name',
    ])
    .where('s.status', '=', 'active')
    .where('c.status', '=', 'active')
    .orderBy('c.category_id')
    .orderBy('s.service_id')
    .execute();
}
