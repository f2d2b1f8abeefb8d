import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export type Accepted = { serviceId: number; cityId: number; day: string; priceMinor: number };

/** One more order accepted at this price, that day. */
export async function countAccepted(trx: Transaction<Database>, a: Accepted): Promise<void> {
  await trx
    .insertInto('price_guide_days')
    .values({
      service_id: a.serviceId,
      city_id: a.cityId,
      day: a.day,
      price_minor: a.priceMinor,
      orders: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['service_id', 'city_id', 'day', 'price_minor'])
        .doUpdateSet({ orders: sql`price_guide_days.orders + 1` }),
    )
    .execute();
}

/**
 * Each service's prices in the city since `fromDay`, with how many orders took each, sorted
 * by service and price: a range of the primary key, at most the window's days per price.
 */
export function pricesSince(
  db: Kysely<Database>,
  cityId: number,
  serviceIds: number[],
  fromDay: string,
) {
  return db
    .selectFrom('price_guide_days')
    .select(['service_id', 'price_minor', sql<number>`sum(orders)::int`.as('orders')])
    .where('service_id', 'in', serviceIds)
    .where('city_id', '=', cityId)
    .where('day', '>=', fromDay)
    .groupBy(['service_id', 'price_minor'])
    .orderBy('service_id')
    .orderBy('price_minor')
    .execute();
}

export type GuideRow = {
  service_id: number;
  orders: number;
  low_minor: number | null;
  high_minor: number | null;
};

/** The guides of the services in the city computed on `day`: one key lookup each. */
export function guidesOn(db: Kysely<Database>, cityId: number, serviceIds: number[], day: string) {
  return db
    .selectFrom('price_guides')
    .select(['service_id', 'orders', 'low_minor', 'high_minor'])
    .where('service_id', 'in', serviceIds)
    .where('city_id', '=', cityId)
    .where('day', '=', day)
    .execute();
}

/** Keeps the guides just computed for `day`, over any older ones. */
export async function keepGuides(
  db: Kysely<Database>,
  cityId: number,
  day: string,
  guides: GuideRow[],
): Promise<void> {
  if (guides.length === 0) return;
  await db
    .insertInto('price_guides')
    .values(guides.map((g) => ({ ...g, city_id: cityId, day })))
    .onConflict((oc) =>
      oc.columns(['service_id', 'city_id']).doUpdateSet((eb) => ({
        day: eb.ref('excluded.day'),
        orders: eb.ref('excluded.orders'),
        low_minor: eb.ref('excluded.low_minor'),
        high_minor: eb.ref('excluded.high_minor'),
      })),
    )
    .execute();
}

/** A new price came in: the pair's guide is computed again at its next read. */
export async function forgetGuide(trx: Transaction<Database>, serviceId: number, cityId: number) {
  await trx
    .deleteFrom('price_guides')
    .where('service_id', '=', serviceId)
    .where('city_id', '=', cityId)
    .execute();
}
