import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../test/factories';
import {
  accept,
  chatAboutRequest,
  DRAIN_CLEANING,
  fileRequest,
  KARACHI,
  newClient,
  newProvider,
  openChat,
  sendOffer,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const scene = () => chatAboutRequest(t);

const act = (user: User, offerId: number, action: string, body?: Record<string, unknown>) =>
  post(t, `/api/offers/${offerId}/${action}`, body, user.token);

const offersOf = (requestId: number) =>
  t.db
    .selectFrom('offers')
    .select(['offer_id', 'made_by', 'price_minor', 'status', 'replaces_offer_id'])
    .where('request_id', '=', requestId)
    .orderBy('offer_id')
    .execute();

const requestStatus = async (requestId: number) =>
  (
    await t.db
      .selectFrom('service_requests')
      .select(['status', 'price_minor', 'sp_id'])
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow()
  ).status;

describe('counter-offers', () => {
  it('lets each side counter the other until one accepts; the order keeps the path', async () => {
    const { client, sp, requestId, room } = await scene();
    const first = (await sendOffer(t, client, room, requestId, 5000)).json();

    const counter = await act(sp, first.offer_id, 'counter', { price: 4200 });
    expect(counter.statusCode).toBe(200);
    expect(counter.json()).toMatchObject({
      type: 'service_request',
      sender_type: 'serviceproviders',
      status: 'pending',
      price: 4200,
      request_id: requestId,
    });
    const second = counter.json();
    const third = (await act(client, second.offer_id, 'counter', { price: 4500 })).json();
    const accepted = await act(sp, third.offer_id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ offer_id: third.offer_id, status: 'accepted' });

    expect(await offersOf(requestId)).toEqual([
      {
        offer_id: first.offer_id,
        made_by: 'clients',
        price_minor: 500000,
        status: 'superseded',
        replaces_offer_id: null,
      },
      {
        offer_id: second.offer_id,
        made_by: 'serviceproviders',
        price_minor: 420000,
        status: 'superseded',
        replaces_offer_id: first.offer_id,
      },
      {
        offer_id: third.offer_id,
        made_by: 'clients',
        price_minor: 450000,
        status: 'accepted',
        replaces_offer_id: second.offer_id,
      },
    ]);
    const orders = (await get(t, `/api/client/orders/${client.id}`, client.token)).json();
    const order = orders.find((o: { request_id: number }) => o.request_id === requestId);
    expect(order).toMatchObject({ status: 'accepted', price: 4500, sp_id: sp.id });
    expect(order.negotiation).toEqual([
      { offer_id: first.offer_id, made_by: 'clients', price: 5000, status: 'superseded' },
      { offer_id: second.offer_id, made_by: 'serviceproviders', price: 4200, status: 'superseded' },
      { offer_id: third.offer_id, made_by: 'clients', price: 4500, status: 'accepted' },
    ]);
    const history = await get(t, `/api/offers?request_id=${requestId}`, sp.token);
    expect(history.json().map((o: { status: string }) => o.status)).toEqual([
      'superseded',
      'superseded',
      'accepted',
    ]);
  });

  it("lets the client accept the provider's counter-offer at its price", async () => {
    const { client, sp, requestId, room } = await scene();
    const first = (await sendOffer(t, client, room, requestId, 3000)).json();
    const counter = (await act(sp, first.offer_id, 'counter', { price: 3600 })).json();
    const own = await act(sp, counter.offer_id, 'accept');
    expect([own.statusCode, own.json().error.code]).toEqual([403, 'offer.own']);
    expect((await act(client, counter.offer_id, 'accept')).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('service_requests')
      .select(['status', 'sp_id', 'price_minor'])
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'accepted', sp_id: sp.id, price_minor: 360000 });
  });

  it('refuses the bait-and-switch: accepting the offer seen after the client replaced it', async () => {
    const { client, sp, requestId, room } = await scene();
    const seen = (await sendOffer(t, client, room, requestId, 5000)).json();
    await sendOffer(t, client, room, requestId, 1);
    const legacy = await post(
      t,
      '/api/addAcceptedRequest',
      { room, request_id: requestId, price: 5000, message_id: seen.message_id },
      sp.token,
    );
    expect([legacy.statusCode, legacy.json().error.code]).toEqual([409, 'offer.not_pending']);
    const byId = await act(sp, seen.offer_id, 'accept');
    expect([byId.statusCode, byId.json().error.code]).toEqual([409, 'offer.not_pending']);
    const byPrice = await post(
      t,
      '/api/addAcceptedRequest',
      { room, request_id: requestId, price: 5000 },
      sp.token,
    );
    expect([byPrice.statusCode, byPrice.json().error.code]).toEqual([409, 'offer.price_changed']);
    expect(await requestStatus(requestId)).toBe('pending');
  });

  it('lets the other side decline, and only the maker withdraw', async () => {
    const { client, sp, requestId, room } = await scene();
    const offer = (await sendOffer(t, client, room, requestId, 800)).json();
    const notYours = await act(sp, offer.offer_id, 'withdraw');
    expect([notYours.statusCode, notYours.json().error.code]).toEqual([403, 'offer.not_yours']);
    expect((await act(client, offer.offer_id, 'decline')).statusCode).toBe(403);
    const declined = await act(sp, offer.offer_id, 'decline');
    expect(declined.json()).toMatchObject({ status: 'declined', offer_id: offer.offer_id });
    const again = await act(sp, offer.offer_id, 'decline');
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'offer.not_pending']);
    const counterDeclined = await act(sp, offer.offer_id, 'counter', { price: 700 });
    expect([counterDeclined.statusCode, counterDeclined.json().error.code]).toEqual([
      409,
      'offer.not_pending',
    ]);

    const next = (await sendOffer(t, client, room, requestId, 900)).json();
    const withdrawn = await act(client, next.offer_id, 'withdraw');
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect((await act(sp, next.offer_id, 'accept')).statusCode).toBe(409);
    expect(await requestStatus(requestId)).toBe('pending');
    const bell = (await get(t, '/api/notifications', client.token)).json();
    expect(bell.notifications.map((n: { kind: string }) => n.kind)).toContain('offer_declined');
  });

  it('hides offers from strangers, and refuses bad ids and prices', async () => {
    const { client, requestId, room } = await scene();
    const offer = (await sendOffer(t, client, room, requestId, 800)).json();
    const stranger = await newProvider(t);
    const strangerClient = await newClient(t);
    for (const user of [stranger, strangerClient]) {
      const res = await act(user, offer.offer_id, 'accept');
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'offer.not_found']);
    }
    for (const user of [stranger, strangerClient]) {
      const history = await get(t, `/api/offers?request_id=${requestId}`, user.token);
      expect(history.statusCode).toBe(404);
    }
    expect((await act(client, 999_999, 'withdraw')).statusCode).toBe(404);
    expect((await post(t, '/api/offers/abc/accept', undefined, client.token)).statusCode).toBe(400);
    const sp = await newProvider(t);
    for (const price of [0, -1, 'x', 1.001]) {
      const res = await act(sp, offer.offer_id, 'counter', { price });
      expect(res.statusCode, String(price)).toBe(400);
    }
  });
});

describe('answers that race', () => {
  it('lets only one of a withdrawal and a counter-offer sent at once through', async () => {
    const { client, sp, requestId, room } = await scene();
    for (let round = 0; round < 10; round++) {
      const offer = (await sendOffer(t, client, room, requestId, 1000 + round)).json();
      const [withdraw, counter] = await Promise.all([
        act(client, offer.offer_id, 'withdraw'),
        act(sp, offer.offer_id, 'counter', { price: 900 }),
      ]);
      const codes = [withdraw.statusCode, counter.statusCode].sort();
      expect(codes, `round ${round}`).toEqual([200, 409]);
      // Whoever lost, at most one offer of the chat is pending, and it is not a counter to
      // a withdrawn offer.
      const rows = await offersOf(requestId);
      const pending = rows.filter((o) => o.status === 'pending');
      expect(pending.length).toBeLessThanOrEqual(1);
      for (const p of pending) {
        const replaced = rows.find((o) => o.offer_id === p.replaces_offer_id);
        expect(replaced?.status ?? 'superseded').toBe('superseded');
      }
      if (pending[0]) await act(client, pending[0].offer_id, 'decline');
    }
  });
});

describe('matching an offer to the chat', () => {
  it("refuses a request that is not in that provider's feed, unless already offered there", async () => {
    const client = await newClient(t);
    const plumber = await newProvider(t);
    const lahoreLeak = await fileRequest(t, client);
    const room = await openChat(t, plumber, client, lahoreLeak);
    // The same client's cleaning request in Karachi: another city and another service.
    const elsewhere = await fileRequest(t, client, {
      city_id: KARACHI,
      service_id: DRAIN_CLEANING,
    });
    const res = await sendOffer(t, client, room, elsewhere, 100);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'request.not_in_feed']);
    expect(await offersOf(elsewhere)).toEqual([]);

    // Offered while in the feed; the provider then stops offering the service: the chat
    // already shares the request, so the negotiation can go on.
    expect((await sendOffer(t, client, room, lahoreLeak, 100)).statusCode).toBe(200);
    await post(
      t,
      '/api/service-provider/preferences',
      { services: [{ serviceId: DRAIN_CLEANING, available: true }] },
      plumber.token,
    );
    expect((await sendOffer(t, client, room, lahoreLeak, 120)).statusCode).toBe(200);
    expect((await accept(t, plumber, client, lahoreLeak, { price: 120 })).statusCode).toBe(200);
  });
});
