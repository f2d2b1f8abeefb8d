import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryWorld, PLUMBING } from '../../test/directory';
import { adminEnv, get, send } from '../../test/factories';
import {
  DRAIN_CLEANING,
  KARACHI,
  LAHORE,
  LEAK_REPAIR,
  newProvider,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof directoryWorld>>;
let fresh: User;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  world = await directoryWorld(t);
  fresh = world.cast.fresh;
});
afterAll(() => t.close());

const list = (query: string) => world.list(query);
const ids = (page: { items: { sp_id: number }[] }) => world.ids(page);
const history = (sp: User, ratings: (number | null)[]) => world.history(sp, ratings);

/** A plumbing service no other test of this file offers. */
const WATER_HEATER = 4;

describe('GET /api/providers, a page at a time', () => {
  it('reads every provider once across pages, in either order', async () => {
    const more: User[] = [];
    for (const [i, ratings] of [[5], [5], [2, 3], [4], [], [1]].entries()) {
      // One offers two services of the category: the category's list shows it once.
      const sp = await newProvider(t, i === 0 ? [LEAK_REPAIR, WATER_HEATER] : [LEAK_REPAIR]);
      await history(sp, ratings);
      more.push(sp);
    }
    for (const query of [
      'sort=rating',
      'sort=jobs',
      `sort=rating&city_id=${LAHORE}`,
      `sort=jobs&city_id=${LAHORE}&category_id=${PLUMBING}`,
      `sort=rating&category_id=${PLUMBING}`,
      `sort=rating&service_id=${LEAK_REPAIR}`,
      `sort=jobs&service_id=${LEAK_REPAIR}&city_id=${LAHORE}`,
    ]) {
      const whole = ids(await list(`?${query}&limit=100`));
      expect(whole.length).toBeGreaterThanOrEqual(8);
      for (const limit of [1, 2, 3]) expect(await world.allPages(query, limit)).toEqual(whole);
    }
  });

  it('goes on from where the page ended when a provider moves between pages', async () => {
    const first = await list('?sort=jobs&limit=2');
    const [, second] = first.items;
    if (!second || !first.nextCursor) throw new Error('expected a second page');
    const rest = ids(await list('?sort=jobs&limit=100')).slice(2);
    // The last provider shown completes more orders than everyone: it moves to the top.
    await history({ id: second.sp_id, token: '' }, [null, null, null, null, null, null, null]);
    const next = await list(`?sort=jobs&limit=100&cursor=${first.nextCursor}`);
    expect(ids(next)).toEqual(rest);
  });

  it('answers 400 with a code for input it cannot read', async () => {
    for (const query of [
      '?city_id=abc',
      '?service_id=-1',
      '?category_id=0',
      '?sort=price',
      '?limit=0',
      '?limit=101',
      '?cursor=not-a-cursor',
      `?cursor=${Buffer.from('["rating",1,2]').toString('base64url')}`,
      `?cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
    ]) {
      const res = await get(t, `/api/providers${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('bad_request');
    }
    // A cursor of one order does not continue the other.
    const page = await list('?sort=rating&limit=1');
    const res = await get(t, `/api/providers?sort=jobs&cursor=${page.nextCursor}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/providers/count', () => {
  const count = async (cityId: number, serviceId: number) => {
    const res = await get(t, `/api/providers/count?city_id=${cityId}&service_id=${serviceId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().count as number;
  };

  it('counts, for anyone, the active providers offering the service there now', async () => {
    const before = await count(LAHORE, DRAIN_CLEANING);
    expect(before).toBe(2); // busy and fresh
    expect(await count(KARACHI, DRAIN_CLEANING)).toBe(0);
    expect(await count(KARACHI, LEAK_REPAIR)).toBe(1);
    await send(
      t,
      'PUT',
      `/api/service-provider/updateAvailability/${DRAIN_CLEANING}`,
      fresh.token,
      { available: false },
    );
    expect(await count(LAHORE, DRAIN_CLEANING)).toBe(before - 1);
    await send(
      t,
      'PUT',
      `/api/service-provider/updateAvailability/${DRAIN_CLEANING}`,
      fresh.token,
      { available: true },
    );
  });

  it('answers 400 with a code without a city and a service, or with bad ones', async () => {
    for (const query of ['', `?city_id=${LAHORE}`, `?service_id=1`, '?city_id=x&service_id=1']) {
      const res = await get(t, `/api/providers/count${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
  });
});
