import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryWorld, ELECTRICAL, LIGHTING, PLUMBING } from '../../test/directory';
import { adminEnv, get } from '../../test/factories';
import { DRAIN_CLEANING, KARACHI, LAHORE, LEAK_REPAIR, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let world: Awaited<ReturnType<typeof directoryWorld>>;
let best: User;
let busy: User;
let fresh: User;
let karachi: User;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  world = await directoryWorld(t);
  ({ best, busy, fresh, karachi } = world.cast);
});
afterAll(() => t.close());

const list = (query: string) => world.list(query);
const ids = (page: { items: { sp_id: number }[] }) => world.ids(page);
const history = (sp: User, ratings: (number | null)[]) => world.history(sp, ratings);

describe('GET /api/providers', () => {
  it('lists, to anyone, the active providers offering an available service: best rated first', async () => {
    const page = await list('');
    // Equal ratings: more ratings first. Unrated last.
    expect(ids(page)).toEqual([busy.id, best.id, karachi.id, fresh.id]);
    expect(page.nextCursor).toBeNull();
    const first = page.items[0];
    expect(first).toEqual({
      sp_id: busy.id,
      fullname: 'Bilal Raza',
      city: 'Lahore',
      averageRating: 4.5,
      reviewCount: 4,
      completedJobs: 4,
      photo: null,
      phone_verified: false,
      badges: [],
      services: [
        {
          service_id: DRAIN_CLEANING,
          service_name: 'Drain Cleaning',
          category_name: 'Plumbing Services',
        },
        {
          service_id: LEAK_REPAIR,
          service_name: 'Leak Repair',
          category_name: 'Plumbing Services',
        },
      ],
    });
    const unrated = page.items.find((p) => p.sp_id === fresh.id);
    expect(unrated).toMatchObject({ averageRating: null, reviewCount: 0, completedJobs: 0 });
    // Accepted orders are not jobs done.
    expect(page.items.find((p) => p.sp_id === best.id)?.completedJobs).toBe(2);
  });

  it('never says how to reach a provider', async () => {
    const res = await get(t, '/api/providers?limit=100');
    // (`phone_verified` says only whether a number was verified, decision 0053.)
    expect(res.body).not.toMatch(/@example\.com|0300|Mall Road|1990-04-12|email|"phone"|address/);
  });

  it('sorts by completed jobs, then rating', async () => {
    expect(ids(await list('?sort=jobs'))).toEqual([busy.id, best.id, karachi.id, fresh.id]);
    await history(karachi, [null, null, null, null]);
    expect(ids(await list('?sort=jobs'))).toEqual([karachi.id, busy.id, best.id, fresh.id]);
  });

  it('filters by city, service and category, together', async () => {
    expect(ids(await list(`?city_id=${LAHORE}`))).toEqual([busy.id, best.id, fresh.id]);
    expect(ids(await list(`?city_id=${KARACHI}`))).toEqual([karachi.id]);
    expect(ids(await list(`?service_id=${LEAK_REPAIR}`))).toEqual([busy.id, best.id, karachi.id]);
    expect(ids(await list(`?city_id=${LAHORE}&service_id=${DRAIN_CLEANING}`))).toEqual([
      busy.id,
      fresh.id,
    ]);
    expect(ids(await list(`?category_id=${ELECTRICAL}`))).toEqual([fresh.id]);
    expect(ids(await list(`?category_id=${PLUMBING}&city_id=${KARACHI}`))).toEqual([karachi.id]);
    // A service of another category, a city nobody serves, an unknown city: nobody.
    expect(ids(await list(`?category_id=${ELECTRICAL}&service_id=${LEAK_REPAIR}`))).toEqual([]);
    expect(ids(await list('?city_id=4'))).toEqual([]);
    expect(ids(await list('?city_id=999999'))).toEqual([]);
  });

  it('follows a provider who moves to another city, or leaves', async () => {
    const inLahore = `?city_id=${LAHORE}&service_id=${DRAIN_CLEANING}`;
    const moved = async (cityId: number) =>
      t.db
        .updateTable('service_providers')
        .set({ city_id: cityId })
        .where('sp_id', '=', fresh.id)
        .execute();
    await moved(KARACHI);
    try {
      expect(ids(await list(inLahore))).toEqual([busy.id]);
      expect(ids(await list(`?city_id=${KARACHI}&service_id=${DRAIN_CLEANING}`))).toEqual([
        fresh.id,
      ]);
      expect((await list(`?service_id=${DRAIN_CLEANING}`)).items[1]?.city).toBe('Karachi');
    } finally {
      await moved(LAHORE);
    }
    expect(ids(await list(inLahore))).toEqual([busy.id, fresh.id]);
    await t.db
      .updateTable('service_providers')
      .set({ status: 'inactive' })
      .where('sp_id', '=', busy.id)
      .execute();
    try {
      expect(ids(await list(inLahore))).toEqual([fresh.id]);
    } finally {
      await t.db
        .updateTable('service_providers')
        .set({ status: 'active' })
        .where('sp_id', '=', busy.id)
        .execute();
    }
  });

  it('leaves out services and categories the admin switched off', async () => {
    await t.db
      .updateTable('services')
      .set({ status: 'inactive' })
      .where('service_id', '=', LIGHTING)
      .execute();
    try {
      expect(ids(await list(`?category_id=${ELECTRICAL}`))).toEqual([]);
      const shown = (await list('')).items.find((p) => p.sp_id === fresh.id);
      expect(shown?.services.map((s) => s.service_id)).toEqual([DRAIN_CLEANING]);
    } finally {
      await t.db
        .updateTable('services')
        .set({ status: 'active' })
        .where('service_id', '=', LIGHTING)
        .execute();
    }
    await t.db
      .updateTable('categories')
      .set({ status: 'inactive' })
      .where('category_id', '=', PLUMBING)
      .execute();
    try {
      expect(ids(await list(''))).toEqual([fresh.id]);
    } finally {
      await t.db
        .updateTable('categories')
        .set({ status: 'active' })
        .where('category_id', '=', PLUMBING)
        .execute();
    }
  });
});
