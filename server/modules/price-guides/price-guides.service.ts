import type { Kysely, Transaction } from 'kysely';
import { fromMinorUnits } from '#contracts/money';
import {
  PRICE_GUIDE_DAYS,
  PRICE_GUIDE_MIN_ORDERS,
  type PriceGuide,
  type PriceGuideList,
  type PriceGuideQuery,
} from '#contracts/price-guides';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import * as repo from './price-guides.repo';
import { type PriceCounts, percentile } from './price-percentiles';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Price guides (decision 0083). Accepting an offer counts its price in the accepting
 * transaction (`recordAccepted`, called by offers); a read sums at most 90 days of one city's
 * services, so its cost follows the window, not the number of orders ever made.
 */
export function createPriceGuidesService(db: Kysely<Database>, clock: Clock) {
  return {
    recordAccepted(
      trx: Transaction<Database>,
      order: { serviceId: number; cityId: number; priceMinor: number },
      at: Date,
    ) {
      return repo.countAccepted(trx, { ...order, day: utcDay(at) });
    },

    async guides(query: PriceGuideQuery): Promise<PriceGuideList> {
      const fromDay = utcDay(new Date(clock().getTime() - (PRICE_GUIDE_DAYS - 1) * DAY_MS));
      const rows = await repo.pricesSince(db, query.city_id, query.service_ids, fromDay);
      const byService = new Map<number, { price_minor: number; orders: number }[]>();
      for (const row of rows) {
        const prices = byService.get(row.service_id) ?? [];
        prices.push({ price_minor: Number(row.price_minor), orders: row.orders });
        byService.set(row.service_id, prices);
      }
      const guides: PriceGuide[] = [];
      for (const [serviceId, prices] of byService) {
        const guide = guideOf(prices);
        if (guide) guides.push({ service_id: serviceId, city_id: query.city_id, ...guide });
      }
      return { guides };
    },
  };
}

function guideOf(prices: PriceCounts) {
  const orders = prices.reduce((n, row) => n + row.orders, 0);
  if (orders < PRICE_GUIDE_MIN_ORDERS) return undefined;
  return {
    low: fromMinorUnits(percentile(prices, 0.25)),
    high: fromMinorUnits(percentile(prices, 0.75)),
    orders,
  };
}

export type PriceGuidesService = ReturnType<typeof createPriceGuidesService>;
