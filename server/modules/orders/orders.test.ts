import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/factories';
import {
  acceptedOrder,
  feedOf,
  fileRequest,
  newClient,
  newProvider,
  openChat,
  rate,
  sendOffer,
  setStatus,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-06-15T12:00:00Z');
let t: TestApp;
let client: User;
let sp: User;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
  client = await newClient(t);
  sp = await newProvider(t);
});
afterAll(() => t.close());

const ordersOf = async (user: User) =>
  (await get(t, `/api/client/orders/${user.id}`, user.token)).json();

describe('GET /client/orders/{clientId} and /sp/orders/{spId}', () => {
  it("lists the caller's orders with the offer's price and the provider, nobody else's", async () => {
    const requestId = await acceptedOrder(t, client, sp, 1750.25);
    const mine = await ordersOf(client);
    expect(mine.find((o: { request_id: number }) => o.request_id === requestId)).toMatchObject({
      name: 'Leak Repair',
      status: 'accepted',
      price: 1750.25,
      sp_id: sp.id,
      sp_name: 'Bilal Raza',
      city: 'Lahore',
      rating: null,
    });
    // What "Hire again" files anew: the order's service, its category and its city, by id.
    const filed = await t.db
      .selectFrom('service_requests as r')
      .innerJoin('services as s', 's.service_id', 'r.service_id')
      .select(['r.service_id', 's.category_id', 'r.city_id'])
      .where('r.request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    const ids = { service_id: 1, category_id: filed.category_id, city_id: 2 };
    expect(filed).toEqual(ids);
    expect((await get(t, `/api/orders/${requestId}`, client.token)).json()).toMatchObject(ids);
    const spOrders = (await get(t, `/api/sp/orders/${sp.id}`, sp.token)).json();
    expect(spOrders.map((o: { request_id: number }) => o.request_id)).toContain(requestId);
    expect(spOrders.find((o: { request_id: number }) => o.request_id === requestId)).toMatchObject(
      ids,
    );

    const other = await newClient(t);
    expect((await get(t, `/api/client/orders/${client.id}`, other.token)).statusCode).toBe(403);
    expect((await get(t, `/api/sp/orders/${sp.id}`, (await newProvider(t)).token)).statusCode).toBe(
      403,
    );
    expect((await get(t, `/api/sp/orders/${sp.id}`, client.token)).statusCode).toBe(403);
    expect((await get(t, `/api/client/orders/${client.id}`)).statusCode).toBe(401);
  });
});

describe('repeat clients on orders', () => {
  it("counts the client's completed orders with the provider filed before each order", async () => {
    const regular = await newClient(t);
    const first = await acceptedOrder(t, regular, sp, 500);
    expect((await setStatus(t, sp, first, 'completed')).statusCode).toBe(200);
    const second = await acceptedOrder(t, regular, sp, 600);
    // Another provider's order of the same client is not a job with this one.
    const elsewhere = await acceptedOrder(t, regular, await newProvider(t), 700);
    const repeatOf = (orders: { request_id: number; repeat_jobs: number }[]) =>
      Object.fromEntries(orders.map((o) => [o.request_id, o.repeat_jobs]));
    const spSide = repeatOf((await get(t, `/api/sp/orders/${sp.id}`, sp.token)).json());
    expect([spSide[first], spSide[second]]).toEqual([0, 1]);
    const clientSide = repeatOf(await ordersOf(regular));
    expect([clientSide[first], clientSide[second], clientSide[elsewhere]]).toEqual([0, 1, 0]);
    // A pending request has no provider yet: no repeat jobs.
    const open = await fileRequest(t, regular);
    expect(repeatOf(await ordersOf(regular))[open]).toBe(0);
  });
});

describe('PUT /client/orders/{requestId}', () => {
  it('lets the client cancel a pending order: it leaves the feed and open offers close', async () => {
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, sp, client, requestId);
    await sendOffer(t, client, room, requestId, 400);
    // Not the provider's order (yet): answered as a missing one.
    expect((await setStatus(t, sp, requestId, 'cancelled')).statusCode).toBe(404);
    const res = await setStatus(t, client, requestId, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect((await feedOf(t, sp)).requests.map((r) => r.request_id)).not.toContain(requestId);
    const offer = await t.db
      .selectFrom('offers')
      .select('status')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(offer.status).toBe('canceled');
    // Never the provider's order: its chat shows the offer's request cancelled, its orders do
    // not list it.
    const spOrders = (await get(t, `/api/sp/orders/${sp.id}`, sp.token)).json();
    expect(spOrders.map((o: { request_id: number }) => o.request_id)).not.toContain(requestId);
    // Twice, or completing it, is a conflict, each with its code.
    const twice = await setStatus(t, client, requestId, 'cancelled');
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'order.not_pending']);
    const complete = await setStatus(t, client, requestId, 'completed');
    expect([complete.statusCode, complete.json().error.code]).toEqual([409, 'order.not_accepted']);
  });

  it('lets the client or the assigned provider complete an accepted order, dated by the server', async () => {
    const byClient = await acceptedOrder(t, client, sp);
    expect((await setStatus(t, client, byClient, 'cancelled')).statusCode).toBe(409);
    const done = await setStatus(t, client, byClient, 'completed');
    expect(done.json()).toMatchObject({ status: 'completed', completed_date: NOW.toISOString() });

    const byProvider = await acceptedOrder(t, client, sp);
    expect((await setStatus(t, sp, byProvider, 'completed')).json().status).toBe('completed');
    expect((await setStatus(t, sp, byProvider, 'completed')).statusCode).toBe(409);
  });

  it('answers strangers as for a missing order, and refuses a pending order completed and unknown statuses', async () => {
    const requestId = await acceptedOrder(t, client, sp);
    const stranger = await setStatus(t, await newClient(t), requestId, 'completed');
    const missing = await setStatus(t, client, 2_000_000_000, 'completed');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());
    expect((await setStatus(t, await newProvider(t), requestId, 'completed')).statusCode).toBe(404);
    expect((await setStatus(t, client, requestId, 'accepted')).statusCode).toBe(400);
    const pending = await fileRequest(t, client);
    expect((await setStatus(t, client, pending, 'completed')).statusCode).toBe(409);
    expect((await setStatus(t, client, 2_000_000_000, 'completed')).statusCode).toBe(404);
  });
});

describe('POST /client/feedback', () => {
  it('rates a completed order once, 1 to 5 stars with a comment', async () => {
    const requestId = await acceptedOrder(t, client, sp);
    expect((await rate(t, client, requestId, 5)).statusCode).toBe(409);
    await setStatus(t, sp, requestId, 'completed');
    for (const rating of [0, 6, 2.5, 'x']) {
      expect((await rate(t, client, requestId, rating)).statusCode, String(rating)).toBe(400);
    }
    expect((await rate(t, client, requestId, 4, '   ')).statusCode).toBe(400);
    expect((await rate(t, await newClient(t), requestId, 4)).statusCode).toBe(404);
    const res = await rate(t, client, requestId, 4);
    expect(res.json()).toMatchObject({
      rating: 4,
      review: 'Quick and tidy work',
      review_date: NOW.toISOString(),
    });
    expect((await rate(t, client, requestId, 5)).statusCode).toBe(409);
  });
});
