import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomOf } from '#contracts/chat';
import { get, post, send } from '../../test/factories';
import {
  accept,
  chatAboutRequest,
  feedOf,
  fileRequest,
  newClient,
  newProvider,
  openChat,
  sendOffer,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

const scene = () => chatAboutRequest(t);

const requestRow = (requestId: number) =>
  t.db
    .selectFrom('service_requests')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();

describe('offers', () => {
  it('stores the price in minor units and shows it in major units', async () => {
    const { client, requestId, room } = await scene();
    const res = await sendOffer(t, client, room, requestId, 1500.5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'service_request',
      status: 'pending',
      price: 1500.5,
      request_id: requestId,
      service_name: 'Leak Repair',
    });
    const row = await t.db
      .selectFrom('offers')
      .select(['price_minor', 'made_by', 'status'])
      .where('offer_id', '=', res.json().offer_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price_minor: 150050, made_by: 'clients', status: 'pending' });
  });

  it('refuses a bad price, a request of someone else, and providers', async () => {
    const { client, sp, requestId, room } = await scene();
    for (const price of [0, -5, 'abc', 1.234, 10_000_001, true, '0x10', [5], 1e-9, '']) {
      const res = await sendOffer(t, client, room, requestId, price as number);
      expect(res.statusCode, String(price)).toBe(400);
    }
    const stranger = await newClient(t);
    const theirs = await fileRequest(t, stranger);
    expect((await sendOffer(t, client, room, theirs, 100)).statusCode).toBe(404);
    expect(
      (
        await post(
          t,
          '/api/saveRequestMessage',
          { room, request_id: requestId, price: 100 },
          sp.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('replaces an open offer in the same chat with the newer one, which names it', async () => {
    const { client, requestId, room } = await scene();
    const first = (await sendOffer(t, client, room, requestId, 100)).json();
    const second = (await sendOffer(t, client, room, requestId, 120)).json();
    const offers = await t.db
      .selectFrom('offers')
      .select(['offer_id', 'status', 'replaces_offer_id'])
      .where('request_id', '=', requestId)
      .orderBy('offer_id')
      .execute();
    expect(offers).toEqual([
      { offer_id: first.offer_id, status: 'superseded', replaces_offer_id: null },
      { offer_id: second.offer_id, status: 'pending', replaces_offer_id: first.offer_id },
    ]);
  });
});

describe('accepting an offer', () => {
  it("assigns the request at the offer's stored price; another price seen is refused", async () => {
    const { client, sp, requestId, room } = await scene();
    await sendOffer(t, client, room, requestId, 2500);
    const wrongPrice = await post(
      t,
      '/api/addAcceptedRequest',
      { request_id: requestId, sp_id: 1, price: 1 },
      sp.token,
    );
    expect(wrongPrice.statusCode).toBe(409);
    expect(wrongPrice.json().error.code).toBe('offer.price_changed');
    expect((await requestRow(requestId)).status).toBe('pending');
    const res = await post(
      t,
      '/api/addAcceptedRequest',
      { request_id: requestId, sp_id: 1, price: '2500' },
      sp.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      request_id: requestId,
      status: 'accepted',
      price: 2500,
      sp_id: sp.id,
    });
    expect(await requestRow(requestId)).toMatchObject({
      status: 'accepted',
      sp_id: sp.id,
      price_minor: 250000,
    });
    // Accepting again is a no-op for the same provider.
    expect((await accept(t, sp, client, requestId)).statusCode).toBe(200);
  });

  it('withdraws every other offer, and the request leaves feeds and the pending list', async () => {
    const { client, sp, requestId, room } = await scene();
    const rival = await newProvider(t);
    const rivalRoom = await openChat(t, rival, client, requestId);
    await sendOffer(t, client, room, requestId, 300);
    await sendOffer(t, client, rivalRoom, requestId, 280);
    expect((await accept(t, sp, client, requestId, { price: 300 })).statusCode).toBe(200);

    const rivalOffer = await t.db
      .selectFrom('offers')
      .select(['status', 'decided_at'])
      .where('room', '=', rivalRoom)
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(rivalOffer).toEqual({ status: 'withdrawn', decided_at: expect.any(Date) });
    const late = await accept(t, rival, client, requestId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('offer.not_pending');
    expect((await feedOf(t, rival)).requests.map((r) => r.request_id)).not.toContain(requestId);
    const pending = (await post(t, '/api/getPendingRequestofClient', {}, client.token)).json();
    expect(pending.map((r: { request_id: number }) => r.request_id)).not.toContain(requestId);
    const after = await sendOffer(t, client, rivalRoom, requestId, 500);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.code).toBe('request.not_pending');
  });

  it('answers 200 to both of two identical accepts sent at once', async () => {
    const { client, sp, requestId, room } = await scene();
    await sendOffer(t, client, room, requestId, 640);
    const [a, b] = await Promise.all([
      accept(t, sp, client, requestId, { price: 640 }),
      accept(t, sp, client, requestId, { price: 640 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toMatchObject({ status: 'accepted', price: 640 });
  });

  it('needs an open offer in the chat, from the provider of that chat only', async () => {
    const { client, sp, requestId, room } = await scene();
    const none = await accept(t, sp, client, requestId);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('offer.not_pending');
    await sendOffer(t, client, room, requestId, 300);
    const outsider = await newProvider(t);
    const intoTheirRoom = await send(t, 'PUT', '/api/updateRequestMessage', outsider.token, {
      room,
      request_id: requestId,
      status: 'accepted',
    });
    expect(intoTheirRoom.statusCode).toBe(403);
    expect((await accept(t, outsider, client, requestId)).statusCode).toBe(404);
    const byClient = await send(t, 'PUT', '/api/updateRequestMessage', client.token, {
      room,
      request_id: requestId,
      status: 'accepted',
    });
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().error.code).toBe('offer.own');
    expect((await requestRow(requestId)).status).toBe('pending');
  });
});

describe('canceling an offer', () => {
  it('lets the client withdraw its open offer; then it cannot be accepted', async () => {
    const { client, sp, requestId, room } = await scene();
    await sendOffer(t, client, room, requestId, 300);
    const stranger = await newClient(t);
    const body = { room, request_id: requestId, status: 'canceled' };
    expect(
      (await send(t, 'PUT', '/api/updateRequestMessage', stranger.token, body)).statusCode,
    ).toBe(403);
    const res = await send(t, 'PUT', '/api/updateRequestMessage', client.token, body);
    expect(res.json()).toMatchObject({ status: 'withdrawn', request_id: requestId });
    expect((await send(t, 'PUT', '/api/updateRequestMessage', client.token, body)).statusCode).toBe(
      409,
    );
    expect((await accept(t, sp, client, requestId)).statusCode).toBe(409);
    expect((await requestRow(requestId)).status).toBe('pending');
    const spSide = (
      await get(t, `/api/getMessages?room=${roomOf(client.id, sp.id)}`, sp.token)
    ).json();
    expect(spSide.at(-1)).toMatchObject({ type: 'service_request', status: 'withdrawn' });
  });

  it("lets the provider decline the client's offer through the same door", async () => {
    const { client, sp, requestId, room } = await scene();
    await sendOffer(t, client, room, requestId, 300);
    const body = { room, request_id: requestId, status: 'canceled' };
    const res = await send(t, 'PUT', '/api/updateRequestMessage', sp.token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', request_id: requestId });
    expect((await requestRow(requestId)).status).toBe('pending');
  });
});
