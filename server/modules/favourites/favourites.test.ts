import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, post, send } from '../../test/factories';
import {
  acceptedOrder,
  DRAIN_CLEANING,
  KARACHI,
  newClient,
  newProvider,
  requestForm,
  setStatus,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const codeOf = (res: { statusCode: number; json: () => { error?: { code: string } } }) => [
  res.statusCode,
  res.json().error?.code,
];
const save = (client: User | string, spId: number) =>
  post(t, '/api/favourites', { sp_id: spId }, typeof client === 'string' ? client : client.token);
const savedIds = async (client: User, query = 'limit=50') => {
  const res = await get(t, `/api/favourites?${query}`, client.token);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { sp_id: number; completed_jobs: number }[];
    nextCursor: string | null;
  };
};

describe('favourites', () => {
  it('a client saves (twice is one save), lists newest first, pages and unsaves', async () => {
    const client = await newClient(t);
    const first = await newProvider(t);
    const second = await newProvider(t);
    expect((await save(client, first.id)).json()).toEqual({ sp_id: first.id, saved: true });
    expect((await save(client, first.id)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await save(client, second.id);

    expect((await savedIds(client)).items.map((i) => i.sp_id)).toEqual([second.id, first.id]);
    const page1 = await savedIds(client, 'limit=1');
    expect(page1.items.map((i) => i.sp_id)).toEqual([second.id]);
    const page2 = await savedIds(client, `limit=1&cursor=${page1.nextCursor}`);
    expect(page2.items.map((i) => i.sp_id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();

    const state = await get(t, `/api/favourites/${first.id}`, client.token);
    expect(state.json()).toEqual({ sp_id: first.id, saved: true });
    const gone = await send(t, 'DELETE', `/api/favourites/${first.id}`, client.token);
    expect(gone.json()).toEqual({ sp_id: first.id, saved: false });
    // Unsaving again answers the same.
    expect((await send(t, 'DELETE', `/api/favourites/${first.id}`, client.token)).statusCode).toBe(
      200,
    );
    expect((await savedIds(client)).items.map((i) => i.sp_id)).toEqual([second.id]);
  });

  it('a client sees only its own; providers and admins are refused with a code', async () => {
    const client = await newClient(t);
    const other = await newClient(t);
    const sp = await newProvider(t);
    await save(client, sp.id);
    expect((await savedIds(other)).items).toEqual([]);
    expect((await get(t, `/api/favourites/${sp.id}`, other.token)).json().saved).toBe(false);

    expect(codeOf(await save(sp, sp.id))).toEqual([403, 'forbidden']);
    expect(codeOf(await get(t, '/api/favourites', await adminToken(t)))).toEqual([
      403,
      'forbidden',
    ]);
    expect((await get(t, '/api/favourites')).statusCode).toBe(401);
  });

  it('an unknown, client or suspended provider cannot be saved, and a suspended one leaves the list', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const unavailable = [404, 'favourite.provider_unavailable'];
    expect(codeOf(await save(client, 999_999))).toEqual(unavailable);
    expect(codeOf(await save(client, (await newClient(t)).id))).toEqual(unavailable);
    expect(codeOf(await post(t, '/api/favourites', { sp_id: 'x' }, client.token))[0]).toBe(400);

    await save(client, sp.id);
    const admin = await adminToken(t);
    const suspend = await post(
      t,
      `/api/admin/users/${sp.id}/suspend`,
      { reason: 'fraud', note: 'Test' },
      admin,
    );
    expect(suspend.statusCode).toBe(200);
    expect(codeOf(await save(client, sp.id))).toEqual(unavailable);
    expect((await savedIds(client)).items).toEqual([]);
  });
});

describe('hire again and repeat clients', () => {
  it("a hire-again request reaches that provider only, marked direct and repeat with the client's completed jobs", async () => {
    const client = await newClient(t);
    const sp = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const other = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    // Two orders done with `sp` (Lahore leak repair: `sp` serves Karachi drains, so these
    // orders go through acceptedOrder's own provider listing).
    const lahoreSp = await newProvider(t);
    for (const price of [1000, 1200]) {
      const order = await acceptedOrder(t, client, lahoreSp, price);
      expect((await setStatus(t, lahoreSp, order, 'completed')).statusCode).toBe(200);
    }
    await save(client, lahoreSp.id);
    expect((await savedIds(client)).items[0]).toMatchObject({
      sp_id: lahoreSp.id,
      completed_jobs: 2,
    });

    // Hire again: the order's form sent to `lahoreSp` directly.
    const again = await post(
      t,
      '/api/servicerequestform',
      requestForm({ direct_provider_id: lahoreSp.id }),
      client.token,
    );
    expect(again.statusCode).toBe(200);
    const requestId = again.json().result as number;
    const otherLahore = await newProvider(t);
    const feedOf = async (who: User) =>
      (
        (await get(t, `/api/getRequests/${who.id}?pageSize=50`, who.token)).json().requests as {
          request_id: number;
          direct: boolean;
          repeat_jobs: number;
        }[]
      ).find((r) => r.request_id === requestId);
    expect(await feedOf(lahoreSp)).toMatchObject({ direct: true, repeat_jobs: 2 });
    expect(await feedOf(otherLahore)).toBeUndefined();
    expect(await feedOf(sp)).toBeUndefined();
    expect(await feedOf(other)).toBeUndefined();
  });

  it('a first-time client is not marked repeat', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const res = await post(
      t,
      '/api/servicerequestform',
      requestForm({ city_id: KARACHI, service_id: DRAIN_CLEANING }),
      client.token,
    );
    const id = res.json().result as number;
    const feed = (await get(t, `/api/getRequests/${sp.id}?pageSize=50`, sp.token)).json()
      .requests as {
      request_id: number;
      repeat_jobs: number;
    }[];
    expect(feed.find((r) => r.request_id === id)?.repeat_jobs).toBe(0);
  });
});
