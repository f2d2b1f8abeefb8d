import { expect } from 'vitest';
import { directoryPage } from '#contracts/provider-directory';
import { get, send } from './factories';
import {
  DRAIN_CLEANING,
  KARACHI,
  LAHORE,
  LEAK_REPAIR,
  newClient,
  newProvider,
  type User,
} from './marketplace';
import type { TestApp } from './test-app';

/** Seeded: Lighting Installation is an Electrical service (category 2); Plumbing is category 1. */
export const LIGHTING = 7;
export const PLUMBING = 1;
export const ELECTRICAL = 2;

/**
 * The provider directory's tests' world: a client, and a cast of providers whose place in the
 * list is known, with helpers to give them history and to read the list.
 */
export async function directoryWorld(t: TestApp) {
  const client = await newClient(t);

  /** Orders of the provider written straight to the table, completed and rated as given. */
  async function history(sp: User, ratings: (number | null)[], extraAccepted = 0) {
    const order = {
      client_id: client.id,
      service_id: LEAK_REPAIR,
      city_id: LAHORE,
      address: '1 Street',
      sp_id: sp.id,
      price_minor: 100000,
    };
    for (const rating of ratings) {
      const { request_id } = await t.db
        .insertInto('service_requests')
        .values({
          ...order,
          description: 'Done before',
          status: 'completed',
          completed_date: new Date(),
        })
        .returning('request_id')
        .executeTakeFirstOrThrow();
      if (rating !== null)
        await t.db
          .insertInto('feedback')
          .values({ request_id, sp_id: order.sp_id, rating, comment: 'ok' })
          .execute();
    }
    for (let i = 0; i < extraAccepted; i += 1) {
      await t.db
        .insertInto('service_requests')
        .values({ ...order, description: 'Under way', status: 'accepted' })
        .execute();
    }
  }

  const list = async (query: string) => {
    const res = await get(t, `/api/providers${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return directoryPage.parse(res.json());
  };
  const ids = (page: { items: { sp_id: number }[] }) => page.items.map((p) => p.sp_id);

  /** Every page of a query, `limit` at a time, in order. */
  async function allPages(query: string, limit: number) {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(
        `?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...ids(page));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    return seen;
  }

  const cast = {
    /** Lahore, Leak Repair: 5, 4 -> 4.5 (2 ratings), 2 jobs (+1 accepted). */
    best: await newProvider(t, [LEAK_REPAIR]),
    /** Lahore, Leak Repair + Drain Cleaning: 4, 5, 4, 5 -> 4.5 (4 ratings), 4 jobs. */
    busy: await newProvider(t, [LEAK_REPAIR, DRAIN_CLEANING]),
    /** Lahore, Drain Cleaning and Lighting: no ratings, no jobs. */
    fresh: await newProvider(t, [DRAIN_CLEANING, LIGHTING]),
    /** Karachi, Leak Repair: 3 -> 3.0, 1 job. */
    karachi: await newProvider(t, [LEAK_REPAIR], KARACHI),
    /** Lahore, Leak Repair switched off: not listed. */
    paused: await newProvider(t, [LEAK_REPAIR]),
    /** Lahore, Leak Repair, account inactive: not listed. */
    inactive: await newProvider(t, [LEAK_REPAIR]),
  };
  await history(cast.best, [5, 4], 1);
  await history(cast.busy, [4, 5, 4, 5]);
  await history(cast.karachi, [3]);
  await history(cast.paused, [5]);
  await history(cast.inactive, [5]);
  const off = await send(
    t,
    'PUT',
    `/api/service-provider/updateAvailability/${LEAK_REPAIR}`,
    cast.paused.token,
    { available: false },
  );
  expect(off.statusCode).toBe(200);
  await t.db
    .updateTable('service_providers')
    .set({ status: 'inactive' })
    .where('sp_id', '=', cast.inactive.id)
    .execute();

  return { client, cast, history, list, ids, allPages };
}
