import { type Kysely, sql } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText } from '../../db/names';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Active services of active categories, named in both English (the slug's) and `language`. */
function activeServiceRows(db: Db, language: Language) {
  return db
    .selectFrom('services as s')
    .innerJoin('categories as cat', 'cat.category_id', 's.category_id')
    .select([
      's.service_id',
      's.name as name_en',
      catalogText(language, 's').as('name'),
      catalogText(language, 's', 'description').as('description'),
      'cat.category_id',
      'cat.name as category_name_en',
      catalogText(language, 'cat').as('category_name'),
      catalogText(language, 'cat', 'description').as('category_description'),
    ])
    .where('s.status', '=', 'active')
    .where('cat.status', '=', 'active');
}

/** Every active service of an active category: the admin's list, a few hundred rows at most. */
export function activeServices(db: Db, language: Language) {
  return activeServiceRows(db, language)
    .orderBy('cat.category_id')
    .orderBy('s.service_id')
    .execute();
}

/** One service, if it and its category are active. */
export function activeService(db: Db, serviceId: number, language: Language) {
  return activeServiceRows(db, language).where('s.service_id', '=', serviceId).executeTakeFirst();
}

export function cityRow(db: Db, cityId: number, language: Language) {
  return db
    .selectFrom('cities')
    .select(['city_id', 'name as name_en', catalogText(language, 'cities').as('name')])
    .where('city_id', '=', cityId)
    .executeTakeFirst();
}

/**
 * The cities where a listed provider offers the service: one probe per city of the front of
 * the service-and-city index (migration 0016), so the cost follows the cities, not the offers.
 */
export function citiesOffering(db: Db, serviceId: number, language: Language) {
  const name = catalogText(language, 'c');
  return db
    .selectFrom('cities as c')
    .select(['c.city_id', 'c.name as name_en', name.as('name')])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('provider_services as ps')
          .select(sql<number>`1`.as('one'))
          .where('ps.service_id', '=', serviceId)
          .whereRef('ps.sp_city_id', '=', 'c.city_id')
          .where('ps.available', '=', true)
          .where('ps.sp_active', '=', true),
      ),
    )
    .orderBy(name)
    .orderBy('c.city_id')
    .execute();
}

/**
 * Every (service, city) with at least one listed provider, for the sitemap: the active
 * services times the cities, each pair one probe of the same index.
 */
export function offeredPairs(db: Db) {
  return db
    .selectFrom('services as s')
    .innerJoin('categories as cat', 'cat.category_id', 's.category_id')
    .crossJoin('cities as c')
    .select(['s.service_id', 's.name as service_en', 'c.city_id', 'c.name as city_en'])
    .where('s.status', '=', 'active')
    .where('cat.status', '=', 'active')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('provider_services as ps')
          .select(sql<number>`1`.as('one'))
          .whereRef('ps.service_id', '=', 's.service_id')
          .whereRef('ps.sp_city_id', '=', 'c.city_id')
          .where('ps.available', '=', true)
          .where('ps.sp_active', '=', true),
      ),
    )
    .orderBy('s.service_id')
    .orderBy('c.city_id')
    .execute();
}
