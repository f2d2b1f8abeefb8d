import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomOf } from '../../../contracts/chat';
import { get, post, send } from '../../test/factories';
import {
  accept,
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

async function scene() {
  const client = await newClient(t);
  const sp = await newProvider(t);
  const requestId = await fileRequest(t, client);
  const room = await openChat(t, sp, client, requestId);
  return { client, sp, requestId, room };
}

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
      .selectFrom('chat_messages')
      .select('price_minor')
      .where('message_id', '=', res.json().message_id)
      .executeTakeFirstOrThrow();
    expect(row.price_minor).toBe(150050);
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

  it('replaces an open offer in the same chat with the newer one', async () => {
    const { client, requestId, room } = await scene();
    const first = (await sendOffer(t, client, room, requestId, 100)).json();
    await sendOffer(t, client, room, requestId, 120);
    const statuses = await t.db
      .selectFrom('chat_messages')
      .select(['message_id', 'offer_status'])
      .where('request_id', '=', requestId)
      .orderBy('message_id')
      .execute();
    expect(statuses).toEqual([
      { message_id: first.message_id, offer_status: 'withdrawn' },
      { message_id: expect.any(Number), offer_status: 'pending' },
    ]);
  });
});

describe('accepting an offer', () => {
  it("assigns the request at the offer's stored price, whatever the accept says", async () => {
    const { client, sp, requestId, room } = await scene();
    await sendOffer(t, client, room, requestId, 2500);
    const res = await post(
      t,
      '/api/addAcceptedRequest',
      { request_id: requestId, sp_id: 1, price: 1 },
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
    expect((await accept(t, sp, client, requestId)).statusCode).toBe(200);

    const rivalOffer = await t.db
      .selectFrom('chat_messages')
      .select('offer_status')
      .where('room', '=', rivalRoom)
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(rivalOffer.offer_status).toBe('withdrawn');
    const late = await accept(t, rival, client, requestId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('conflict');
    expect((await feedOf(t, rival)).requests.map((r) => r.request_id)).not.toContain(requestId);
    const pending = (await post(t, '/api/getPendingRequestofClient', {}, client.token)).json();
    expect(pending.map((r: { request_id: number }) => r.request_id)).not.toContain(requestId);
    expect((await sendOffer(t, client, rivalRoom, requestId, 500)).statusCode).toBe(409);
  });

  it('answers 200 to both of two identical accepts sent at once', async () => {
    const { client, sp, requestId, room } = await scene();
    await sendOffer(t, client, room, requestId, 640);
    const [a, b] = await Promise.all([
      accept(t, sp, client, requestId),
      accept(t, sp, client, requestId),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toMatchObject({ status: 'accepted', price: 640 });
  });

  it('needs an open offer in the chat, from the provider of that chat only', async () => {
    const { client, sp, requestId, room } = await scene();
    expect((await accept(t, sp, client, requestId)).statusCode).toBe(409);
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
    expect((await requestRow(requestId)).status).toBe('pending');
  });
});

describe('canceling an offer', () => {
  it('lets the client cancel its open offer; then it cannot be accepted', async () => {
    const { client, sp, requestId, room } = await scene();
    await sendOffer(t, client, room, requestId, 300);
    const stranger = await newClient(t);
    const body = { room, request_id: requestId, status: 'canceled' };
    expect(
      (await send(t, 'PUT', '/api/updateRequestMessage', stranger.token, body)).statusCode,
    ).toBe(403);
    expect((await send(t, 'PUT', '/api/updateRequestMessage', sp.token, body)).statusCode).toBe(
      403,
    );
    const res = await send(t, 'PUT', '/api/updateRequestMessage', client.token, body);
    expect(res.json()).toMatchObject({ status: 'canceled', request_id: requestId });
    expect((await send(t, 'PUT', '/api/updateRequestMessage', client.token, body)).statusCode).toBe(
      409,
    );
    expect((await accept(t, sp, client, requestId)).statusCode).toBe(409);
    expect((await requestRow(requestId)).status).toBe('pending');
    const spSide = (
      await get(t, `/api/getMessages?room=${roomOf(client.id, sp.id)}`, sp.token)
    ).json();
    expect(spSide.at(-1)).toMatchObject({ type: 'service_request', status: 'canceled' });
  });
});
