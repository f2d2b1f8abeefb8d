import { type Kysely, sql } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText } from '../../db/names';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The admin's reads of the rollups (decision 0070): never the requests themselves. */

export function snapshot(db: Db) {
  return db.selectFrom('numbers_snapshot').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The days `fromDay`..`toDay` that have anything (at most the period's days). */
export function days(db: Db, fromDay: string, toDay: string) {
  return db
    .selectFrom('numbers_days')
    .select([
      sql<string>`day::text`.as('day'),
      'requests',
      'filled_48h',
      'offered_48h',
      'first_offer_buckets',
      'accepted_orders',
      'accepted_value_minor',
      'fees_billed_minor',
      'fees_collected_minor',
    ])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .orderBy('day')
    .execute();
}

export type SupplyPeriod = 'requests_7d' | 'requests_30d' | 'requests_90d';

/** Supply and demand per city and service, most requested first, names in `language`. */
export function supply(db: Db, period: SupplyPeriod, language: Language, limit: number) {
  return db
    .selectFrom('numbers_supply as n')
    .innerJoin('cities as c', 'c.city_id', 'n.city_id')
    .innerJoin('services as s', 's.service_id', 'n.service_id')
    .select([
      'n.city_id',
      'n.service_id',
      'n.providers',
      sql<number>`${sql.ref(`n.${period}`)}`.as('requests'),
      catalogText(language, 'c').as('city'),
      catalogText(language, 's').as('service'),
    ])
    .orderBy(sql.ref(`n.${period}`), 'desc')
    .orderBy('n.providers', 'desc')
    .orderBy('n.city_id')
    .orderBy('n.service_id')
    .limit(limit)
    .execute();
}
