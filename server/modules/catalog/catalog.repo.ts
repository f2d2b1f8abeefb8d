import type { Kysely } from 'kysely';
import type { CatalogStatus, Database } from '../../db/schema';

const categoryColumns = ['category_id', 'name', 'description', 'status'] as const;
const serviceColumns = [
  'service_id',
  'name',
  'description',
  'status',
  'category_id',
  'has_image',
] as const;

export function listCities(db: Kysely<Database>) {
  return db.selectFrom('cities').select(['city_id', 'name']).orderBy('name').execute();
}

export async function cityExists(db: Kysely<Database>, cityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cities')
    .select('city_id')
    .where('city_id', '=', cityId)
    .executeTakeFirst();
  return row !== undefined;
}

export function listActiveCategories(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select(categoryColumns)
    .where('status', '=', 'active')
    .orderBy('category_id')
    .execute();
}

export function findCategory(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('categories')
    .select(categoryColumns)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
}

export function listActiveServices(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('services')
    .select(serviceColumns)
    .where('category_id', '=', categoryId)
    .where('status', '=', 'active')
    .orderBy('service_id')
    .execute();
}

/** A service together with its category's status: a service is on offer only when both are active. */
export function findServiceWithCategory(db: Kysely<Database>, serviceId: number) {
  return db
    .selectFrom('services')
    .innerJoin('categories', 'categories.category_id', 'services.category_id')
    .select([
      'services.service_id',
      'services.name',
      'services.status',
      'categories.status as category_status',
    ])
    .where('services.service_id', '=', serviceId)
    .executeTakeFirst();
}

export function listAllCategories(db: Kysely<Database>) {
  return db.selectFrom('categories').select(categoryColumns).orderBy('category_id').execute();
}

export function listAllServices(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('services')
    .select(serviceColumns)
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

export function findService(db: Kysely<Database>, serviceId: number) {
  return db
    .selectFrom('services')
    .select(serviceColumns)
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

export function setCategoryStatus(db: Kysely<Database>, categoryId: number, status: CatalogStatus) {
  return db
    .updateTable('categories')
    .set({ status })
    .where('category_id', '=', categoryId)
    .returning(categoryColumns)
    .executeTakeFirst();
}

export function setServiceStatus(db: Kysely<Database>, serviceId: number, status: CatalogStatus) {
  return db
    .updateTable('services')
    .set({ status })
    .where('service_id', '=', serviceId)
    .returning(serviceColumns)
    .executeTakeFirst();
}

export async function insertCategory(db: Kysely<Database>, name: string, description: string) {
  const row = await db
    .insertInto('categories')
    .values({ name, description, status: 'inactive' })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

export async function insertService(
  db: Kysely<Database>,
  categoryId: number,
  name: string,
  description: string,
  hasImage: boolean,
) {
  const row = await db
    .insertInto('services')
    .values({ category_id: categoryId, name, description, has_image: hasImage })
    .returning('service_id')
    .executeTakeFirstOrThrow();
  return row.service_id;
}

/** Active services of active categories, with their category, for the provider's pickers. */
export function listOfferableServices(db: Kysely<Database>) {
  return db
    .selectFrom('services as s')
    .innerJoin('categories as c', 'c.category_id', 's.category_id')
    .select(['s.service_id', 's.name', 's.description', 's.category_id', 'c.name as category_name'])
    .where('s.status', '=', 'active')
    .where('c.status', '=', 'active')
    .orderBy('c.category_id')
    .orderBy('s.service_id')
    .execute();
}
