import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceGuideList } from '#contracts/price-guides';
import { get } from '../../test/factories';
import {
  accept,
  acceptedOrder,
  DRAIN_CLEANING,
  fileRequest,
  KARACHI,
  LAHORE,
  LEAK_REPAIR,
  newClient,
  newProvider,
  openChat,
  sendOffer,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { percentile } from './price-percentiles';

const DAY_MS = 86_400_000;
const start = new Date('2026-11-02T09:00:00Z');
let now = start;
let t: TestApp;
let sp: User;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
  sp = await newProvider(t, [LEAK_REPAIR, DRAIN_CLEANING]);
});
afterAll(() => t.close());

/** An order accepted at `price` (major units) from a client of its own. */
async function order(price: number, serviceId = LEAK_REPAIR) {
  const client = await newClient(t);
  if (serviceId === LEAK_REPAIR) return acceptedOrder(t, client, sp, price);
  const requestId = await fileRequest(t, client, { service_id: serviceId });
  const room = await openChat(t, sp, client, requestId);
  expect((await sendOffer(t, client, room, requestId, price)).statusCode).toBe(200);
  expect((await accept(t, sp, client, requestId, { price })).statusCode).toBe(200);
}

async function guides(query = `city_id=${LAHORE}&service_ids=${LEAK_REPAIR},${DRAIN_CLEANING}`) {
  const res = await get(t, `/api/price-guides?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PriceGuideList).guides;
}

const daysOf = () =>
  t.db
    .selectFrom('price_guide_days')
    .select(['service_id', 'city_id', 'day', 'price_minor', 'orders'])
    .where('service_id', '=', LEAK_REPAIR)
    .orderBy('day')
    .orderBy('price_minor')
    .execute();

describe('percentile', () => {
  it('interpolates between ranks over the counted prices', () => {
    const prices = [
      { price_minor: 100, orders: 2 },
      { price_minor: 300, orders: 1 },
      { price_minor: 500, orders: 1 },
    ];
    // 100 100 300 500: rank 0.75 is 100, rank 2.25 is 300 + 0.25 * 200.
    expect(percentile(prices, 0.25)).toBe(100);
    expect(percentile(prices, 0.75)).toBe(350);
    expect(percentile([{ price_minor: 700, orders: 1 }], 0.75)).toBe(700);
  });
});

describe('GET /api/price-guides', () => {
  it('counts each accepted price in the accepting transaction, and shows nothing under 5 orders', async () => {
    for (const price of [1000, 2000, 2000, 4000]) await order(price);
    expect(await daysOf()).toEqual([
      {
        service_id: LEAK_REPAIR,
        city_id: LAHORE,
        day: '2026-11-02',
        price_minor: 100_000,
        orders: 1,
      },
      {
        service_id: LEAK_REPAIR,
        city_id: LAHORE,
        day: '2026-11-02',
        price_minor: 200_000,
        orders: 2,
      },
      {
        service_id: LEAK_REPAIR,
        city_id: LAHORE,
        day: '2026-11-02',
        price_minor: 400_000,
        orders: 1,
      },
    ]);
    expect(await guides()).toEqual([]);
  });

  it('shows the 25th to 75th percentile from the fifth order, for that service and city only', async () => {
    await order(5000);
    // 1000 2000 2000 4000 5000: ranks 1 and 3.
    expect(await guides()).toEqual([
      { service_id: LEAK_REPAIR, city_id: LAHORE, low: 2000, high: 4000, orders: 5 },
    ]);
    expect(await guides(`city_id=${KARACHI}&service_ids=${LEAK_REPAIR}`)).toEqual([]);
  });

  it('keeps the last 90 days: a day later the next order joins, 90 days on the first day leaves', async () => {
    now = new Date(start.getTime() + DAY_MS);
    await order(10_000);
    // 1000 2000 2000 4000 5000 10000: rank 1.25 is 2000, rank 3.75 is 4000 + 0.75 * 1000.
    expect(await guides()).toEqual([
      { service_id: LEAK_REPAIR, city_id: LAHORE, low: 2000, high: 4750, orders: 6 },
    ]);
    now = new Date(start.getTime() + 89 * DAY_MS);
    expect((await guides())[0]?.orders).toBe(6);
    now = new Date(start.getTime() + 90 * DAY_MS);
    expect(await guides()).toEqual([]);
  });

  it('keeps a computed guide for the day: a read takes it by key, a new day computes it again', async () => {
    now = new Date(start.getTime() + 2 * DAY_MS);
    const at = `city_id=${LAHORE}&service_ids=${DRAIN_CLEANING}`;
    for (const price of [1000, 1000, 3000, 3000, 3000]) await order(price, DRAIN_CLEANING);
    const guide = { service_id: DRAIN_CLEANING, city_id: LAHORE, low: 1000, high: 3000, orders: 5 };
    expect(await guides(at)).toEqual([guide]);
    // Counts that came in behind the service's back: the kept guide does not read them...
    await t.db
      .insertInto('price_guide_days')
      .values({
        service_id: DRAIN_CLEANING,
        city_id: LAHORE,
        day: '2026-11-04',
        price_minor: 900_000,
        orders: 5,
      })
      .execute();
    expect(await guides(at)).toEqual([guide]);
    // ...the next day's read computes the guide again from them.
    now = new Date(start.getTime() + 3 * DAY_MS);
    // 1000 1000 3000 3000 3000 9000 ×5: ranks 2.25 and 6.75.
    expect(await guides(at)).toEqual([{ ...guide, low: 3000, high: 9000, orders: 10 }]);
  });

  it('answers bad input with 400 and a code', async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    for (const query of [
      `service_ids=${LEAK_REPAIR}`,
      `city_id=${LAHORE}`,
      `city_id=x&service_ids=${LEAK_REPAIR}`,
      `city_id=${LAHORE}&service_ids=1,,2`,
      `city_id=${LAHORE}&service_ids=0`,
      `city_id=${LAHORE}&service_ids=99999999999`,
      `city_id=${LAHORE}&service_ids=${tooMany}`,
    ]) {
      const res = await get(t, `/api/price-guides?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toEqual(expect.any(String));
    }
  });
});
