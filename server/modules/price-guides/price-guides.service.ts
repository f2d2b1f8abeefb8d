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
 * transaction (`recordAccepted`, called by offers) and drops its pair's kept guide. A read
 * takes each guide kept for today by its key; only a pair without one (a new day, or a price
 * accepted since) is computed from at most 90 days of counts, and kept. So a read's cost does
 * not follow the number of orders ever made, nor how many prices a busy city sees.
 */
export function createPriceGuidesService(db: Kysely<Database>, clock: Clock) {
  /** The guides of these services, computed now from the counts of the window. */
  async function compute(cityId: number, serviceIds: number[], today: Date) {
    const fromDay = utcDay(new Date(today.getTime() - (PRICE_GUIDE_DAYS - 1) * DAY_MS));
    const rows = await repo.pricesSince(db, cityId, serviceIds, fromDay);
    const byService = new Map<number, { price_minor: number; orders: number }[]>(
      serviceIds.map((id) => [id, []]),
    );
    for (const row of rows)
      byService
        .get(row.service_id)
        ?.push({ price_minor: Number(row.price_minor), orders: row.orders });
    return [...byService].map(([serviceId, prices]) => guideOf(serviceId, prices));
  }

  return {
    async recordAccepted(
      trx: Transaction<Database>,
      order: { serviceId: number; cityId: number; priceMinor: number },
      at: Date,
    ) {
      await repo.countAccepted(trx, { ...order, day: utcDay(at) });
      await repo.forgetGuide(trx, order.serviceId, order.cityId);
    },

    async guides(query: PriceGuideQuery): Promise<PriceGuideList> {
      const now = clock();
      const day = utcDay(now);
      const kept = await repo.guidesOn(db, query.city_id, query.service_ids, day);
      const keptIds = new Set(kept.map((g) => g.service_id));
      const missing = query.service_ids.filter((id) => !keptIds.has(id));
      const fresh = missing.length > 0 ? await compute(query.city_id, missing, now) : [];
      await repo.keepGuides(db, query.city_id, day, fresh);
      const guides: PriceGuide[] = [];
      for (const g of [...kept, ...fresh]) {
        if (g.low_minor === null || g.high_minor === null) continue;
        guides.push({
          service_id: g.service_id,
          city_id: query.city_id,
          low: fromMinorUnits(Number(g.low_minor)),
          high: fromMinorUnits(Number(g.high_minor)),
          orders: g.orders,
        });
      }
      return { guides: guides.sort((a, b) => a.service_id - b.service_id) };
    },
  };
}

/** A pair's guide; no percentiles under PRICE_GUIDE_MIN_ORDERS orders. */
function guideOf(serviceId: number, prices: PriceCounts): repo.GuideRow {
  const orders = prices.reduce((n, row) => n + row.orders, 0);
  const shown = orders >= PRICE_GUIDE_MIN_ORDERS;
  return {
    service_id: serviceId,
    orders,
    low_minor: shown ? percentile(prices, 0.25) : null,
    high_minor: shown ? percentile(prices, 0.75) : null,
  };
}

export type PriceGuidesService = ReturnType<typeof createPriceGuidesService>;
