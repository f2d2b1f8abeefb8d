import { type Kysely, sql, type Transaction } from 'kysely';
import { CATALOG_PARAMS, type CatalogParam } from '#contracts/notification-text';
import type { NotificationParams } from '#contracts/notifications';
import type { Language } from '#locales/languages';
import { catalogText } from './names';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Catalog names in each language, by the value that names them and the entry's id. */
export type CatalogNames = ReadonlyMap<string, Record<Language, string>>;

const keyOf = (param: CatalogParam, id: number) => `${param}:${id}`;

/** The name of entry `id` a notice's `param` refers to, in `language`; undefined if unknown. */
export function catalogName(
  names: CatalogNames,
  param: CatalogParam,
  id: number,
  language: Language,
): string | undefined {
  return names.get(keyOf(param, id))?.[language];
}

/** The ids each catalog value of these notices' params refers to. */
function idsOf(params: readonly (NotificationParams | null)[]): Record<CatalogParam, number[]> {
  const ids: Record<CatalogParam, Set<number>> = { service: new Set(), city: new Set() };
  for (const p of params) {
    if (!p) continue;
    for (const param of Object.keys(CATALOG_PARAMS) as CatalogParam[]) {
      const id = p[CATALOG_PARAMS[param]];
      if (typeof id === 'number' && Number.isInteger(id)) ids[param].add(id);
    }
  }
  return { service: [...ids.service], city: [...ids.city] };
}

/**
 * The catalog names a batch of notices refers to by id, in both languages as `catalogText`
 * picks them (decision 0059), read in one query when it is rendered (decision 0062): an
 * admin's edit shows in the next text made, on every node, with nothing to invalidate.
 */
export async function loadCatalogNames(
  db: Db,
  params: readonly (NotificationParams | null)[],
): Promise<CatalogNames> {
  const ids = idsOf(params);
  const services =
    ids.service.length === 0
      ? null
      : db
          .selectFrom('services as x')
          .select([
            'x.service_id as id',
            catalogText('en', 'x').as('en'),
            catalogText('ur', 'x').as('ur'),
          ])
          .select(sql<CatalogParam>`${sql.lit('service')}`.as('param'))
          .where('x.service_id', 'in', ids.service);
  const cities =
    ids.city.length === 0
      ? null
      : db
          .selectFrom('cities as x')
          .select([
            'x.city_id as id',
            catalogText('en', 'x').as('en'),
            catalogText('ur', 'x').as('ur'),
          ])
          .select(sql<CatalogParam>`${sql.lit('city')}`.as('param'))
          .where('x.city_id', 'in', ids.city);
  const query = services && cities ? services.unionAll(cities) : (services ?? cities);
  const names = new Map<string, Record<Language, string>>();
  if (!query) return names;
  for (const row of await query.execute()) {
    names.set(keyOf(row.param, row.id), { en: row.en, ur: row.ur });
  }
  return names;
}
