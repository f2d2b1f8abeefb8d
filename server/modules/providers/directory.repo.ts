import { type Kysely, sql } from 'kysely';
import type { DirectorySort } from '#contracts/provider-directory';
import type { Language } from '#locales/languages';
import { isListedProvider, listedProviders } from '../../db/listed-providers';
import { catalogText } from '../../db/names';
import type { Database } from '../../db/schema';

export type DirectoryFilter = { cityId?: number; categoryId?: number; serviceId?: number };
/** A row's place in the list: its two sort values and its id (the cursor carries them). */
export type DirectoryKey = [first: number, second: number, spId: number];

/**
 * The columns of each order, as the directory's indexes hold them (migration 0016): the
 * rating as shown then how many rated, or completed jobs then the rating; the id breaks ties.
 */
export const DIRECTORY_ORDER = {
  rating: ['rating_tenths', 'rating_count'],
  jobs: ['completed_jobs', 'rating_tenths'],
} as const satisfies Record<DirectorySort, readonly [string, string]>;

type Db = Kysely<Database>;

/** What a card shows of the provider, besides its totals. */
const SHOWN = [
  'sp.sp_id',
  'sp.first_name',
  'sp.last_name',
  'c.name as city',
  'sp.city_id',
  'sp.profile_image',
] as const;

/**
 * A page of the directory, after `after`. The list's sort values change while it is read (a
 * new rating, a completed job), so the cursor carries the values the page saw, as the chat
 * list's does (decision 0027): a provider that moved is not listed twice nor skips others.
 * Each keyset row starts with the index's equality columns, so the index bounds the walk.
 */
export function directoryPage(
  db: Db,
  filter: DirectoryFilter,
  sort: DirectorySort,
  after: DirectoryKey | undefined,
  limit: number,
) {
  if (filter.serviceId !== undefined)
    return byService(db, filter.serviceId, filter, sort, after, limit);
  if (filter.categoryId !== undefined)
    return byCategory(db, filter.categoryId, filter, sort, after, limit);
  return byProvider(db, filter, sort, after, limit);
}

/**
 * A category: the walk of each of its services (a few), each bounded by its index, merged in
 * the list's order, a provider of two of them once (its totals are the same on both rows).
 * Walking the providers' own order instead would read every provider for a category few serve.
 */
async function byCategory(
  db: Db,
  categoryId: number,
  filter: DirectoryFilter,
  sort: DirectorySort,
  after: DirectoryKey | undefined,
  limit: number,
) {
  const services = await db
    .selectFrom('services as s')
    .innerJoin('categories as cat', 'cat.category_id', 's.category_id')
    .select('s.service_id')
    .where('s.category_id', '=', categoryId)
    .where('s.status', '=', 'active')
    .where('cat.status', '=', 'active')
    .execute();
  const walks = await Promise.all(
    services.map((s) => byService(db, s.service_id, filter, sort, after, limit)),
  );
  const [first, second] = DIRECTORY_ORDER[sort];
  const seen = new Set<number>();
  return walks
    .flat()
    .sort((x, y) => y[first] - x[first] || y[second] - x[second] || y.sp_id - x.sp_id)
    .filter((row) => !seen.has(row.sp_id) && seen.add(row.sp_id))
    .slice(0, limit);
}

/** Every service: the providers' own order, probing each one's services. */
function byProvider(
  db: Db,
  { cityId }: DirectoryFilter,
  sort: DirectorySort,
  after: DirectoryKey | undefined,
  limit: number,
) {
  const [firstColumn, secondColumn] = DIRECTORY_ORDER[sort];
  const first = sql.ref(`sp.${firstColumn}`);
  const second = sql.ref(`sp.${secondColumn}`);
  let query = db
    .selectFrom('service_providers as sp')
    .innerJoin('cities as c', 'c.city_id', 'sp.city_id')
    .select([...SHOWN, 'sp.rating_tenths', 'sp.rating_count', 'sp.completed_jobs'])
    .where(isListedProvider);
  if (cityId !== undefined) query = query.where('sp.city_id', '=', cityId);
  if (after) {
    const [a, b, id] = after;
    query = query.where(
      cityId === undefined
        ? sql<boolean>`(${first}, ${second}, sp.sp_id) < (${a}, ${b}, ${id})`
        : sql<boolean>`(sp.city_id, ${first}, ${second}, sp.sp_id) < (${cityId}, ${a}, ${b}, ${id})`,
    );
  }
  return query
    .orderBy(first, 'desc')
    .orderBy(second, 'desc')
    .orderBy('sp.sp_id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * One service (the usual search, with a city): its offers in their own order, from the copy
 * of each provider's totals they carry (migration 0016).
 */
function byService(
  db: Db,
  serviceId: number,
  { cityId, categoryId }: DirectoryFilter,
  sort: DirectorySort,
  after: DirectoryKey | undefined,
  limit: number,
) {
  const [firstColumn, secondColumn] = DIRECTORY_ORDER[sort];
  const first = sql.ref(`ps.sp_${firstColumn}`);
  const second = sql.ref(`ps.sp_${secondColumn}`);
  let query = db
    .selectFrom('provider_services as ps')
    .innerJoin('service_providers as sp', 'sp.sp_id', 'ps.sp_id')
    .innerJoin('cities as c', 'c.city_id', 'sp.city_id')
    .innerJoin('services as s', 's.service_id', 'ps.service_id')
    .innerJoin('categories as cat', 'cat.category_id', 's.category_id')
    .select([
      ...SHOWN,
      'ps.sp_rating_tenths as rating_tenths',
      'ps.sp_rating_count as rating_count',
      'ps.sp_completed_jobs as completed_jobs',
    ])
    .where('ps.service_id', '=', serviceId)
    .where('ps.available', '=', true)
    .where('ps.sp_active', '=', true)
    .where('s.status', '=', 'active')
    .where('cat.status', '=', 'active');
  if (categoryId !== undefined) query = query.where('s.category_id', '=', categoryId);
  if (cityId !== undefined) query = query.where('ps.sp_city_id', '=', cityId);
  if (after) {
    const [a, b, id] = after;
    query = query.where(
      cityId === undefined
        ? sql<boolean>`(ps.service_id, ${first}, ${second}, ps.sp_id) < (${serviceId}, ${a}, ${b}, ${id})`
        : sql<boolean>`(ps.service_id, ps.sp_city_id, ${first}, ${second}, ps.sp_id)
            < (${serviceId}, ${cityId}, ${a}, ${b}, ${id})`,
    );
  }
  return query
    .orderBy(first, 'desc')
    .orderBy(second, 'desc')
    .orderBy('ps.sp_id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The services the given providers offer now, by provider, category and name, named in
 * `language` (decision 0059).
 */
export function offeredNow(db: Db, spIds: number[], language: Language = 'en') {
  if (spIds.length === 0) return Promise.resolve([]);
  const serviceName = catalogText(language, 's');
  const categoryName = catalogText(language, 'cat');
  return db
    .selectFrom('provider_services as ps')
    .innerJoin('services as s', 's.service_id', 'ps.service_id')
    .innerJoin('categories as cat', 'cat.category_id', 's.category_id')
    .select([
      'ps.sp_id',
      's.service_id',
      serviceName.as('service_name'),
      categoryName.as('category_name'),
    ])
    .where('ps.sp_id', 'in', spIds)
    .where('ps.available', '=', true)
    .where('s.status', '=', 'active')
    .where('cat.status', '=', 'active')
    .orderBy('ps.sp_id')
    .orderBy(categoryName)
    .orderBy(serviceName)
    .execute();
}

/** The names of the given cities in `language`, by id. */
export async function cityNames(
  db: Db,
  cityIds: number[],
  language: Language,
): Promise<Map<number, string>> {
  if (cityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cities')
    .select(['city_id', catalogText(language, 'cities').as('name')])
    .where('city_id', 'in', cityIds)
    .execute();
  return new Map(rows.map((r) => [r.city_id, r.name]));
}

/**
 * How many active providers in the city offer the service now (active, in an active
 * category): the front of that service and city's index.
 */
export async function countOffering(db: Db, cityId: number, serviceId: number) {
  const row = await db
    .selectFrom('provider_services as ps')
    .innerJoin('services as s', 's.service_id', 'ps.service_id')
    .innerJoin('categories as cat', 'cat.category_id', 's.category_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('ps.service_id', '=', serviceId)
    .where('ps.sp_city_id', '=', cityId)
    .where('ps.available', '=', true)
    .where('ps.sp_active', '=', true)
    .where('s.status', '=', 'active')
    .where('cat.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the directory lists the provider (`listedProviders`). */
export async function isListed(db: Db, spId: number): Promise<boolean> {
  const row = await listedProviders(db).where('sp.sp_id', '=', spId).executeTakeFirst();
  return row !== undefined;
}
