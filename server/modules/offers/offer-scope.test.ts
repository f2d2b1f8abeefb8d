import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, post, send } from '../../test/factories';
import { fileRequest, newClient, newProvider, openChat, type User } from '../../test/marketplace';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// 01:30 on 1 December in Karachi.
const NOW = new Date('2026-11-30T20:30:00Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp(
    { ...adminEnv, AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    { clock: () => NOW },
  );
  admin = await adminToken(t);
});
afterAll(() => t.close());

const act = (user: User, offerId: number, action: string, body?: Record<string, unknown>) =>
  post(t, `/api/offers/${offerId}/${action}`, body, user.token);
const offer = (client: User, room: string, requestId: number, extra = {}) =>
  post(
    t,
    '/api/saveRequestMessage',
    { room, request_id: requestId, price: 1500, ...extra },
    client.token,
  );

async function scene() {
  const client = await newClient(t);
  const sp = await newProvider(t);
  const requestId = await fileRequest(t, client);
  const room = await openChat(t, sp, client, requestId);
  return { client, sp, requestId, room };
}

const storedScopes = (requestId: number) =>
  t.db
    .selectFrom('offers')
    .select(['included', 'duration_minutes'])
    .where('request_id', '=', requestId)
    .orderBy('offer_id')
    .execute();
const offerMessages = async (user: User, room: string) =>
  (await get(t, `/api/getMessages?room=${room}`, user.token))
    .json()
    .filter((m: { type: string }) => m.type === 'service_request')
    .sort((a: { offer_id: number }, b: { offer_id: number }) => a.offer_id - b.offer_id)
    .map((m: { scope: unknown; changed: unknown }) => ({ scope: m.scope, changed: m.changed }));

const SCOPE = { included: 'Two visits; the new tap and washers included', duration_minutes: 150 };

describe('an offer carries its scope', () => {
  it('stores and reads scope on offers, messages and the order; a counter says what it changed', async () => {
    const { client, sp, requestId, room } = await scene();
    const made = await offer(client, room, requestId, { included: '  ' });
    expect(made.statusCode).toBe(200);
    expect([made.json().scope, made.json().changed]).toEqual([null, null]);

    const countered = await act(sp, made.json().offer_id, 'counter', {
      price: 1800,
      included: `  ${SCOPE.included}\n`,
      duration_minutes: SCOPE.duration_minutes,
    });
    expect(countered.statusCode).toBe(200);
    expect(countered.json().scope).toEqual(SCOPE);
    expect(countered.json().changed).toEqual(['price', 'included', 'duration']);

    // The client answers with a lower price and a shorter time, same inclusions.
    const back = await act(client, countered.json().offer_id, 'counter', {
      price: 1600,
      included: SCOPE.included,
      duration_minutes: 120,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().changed).toEqual(['price', 'duration']);
    const agreed = { included: SCOPE.included, duration_minutes: 120 };

    expect(await storedScopes(requestId)).toEqual([
      { included: null, duration_minutes: null },
      SCOPE,
      agreed,
    ]);
    expect(await offerMessages(sp, room)).toEqual([
      { scope: null, changed: null },
      { scope: SCOPE, changed: ['price', 'included', 'duration'] },
      { scope: agreed, changed: ['price', 'duration'] },
    ]);
    const history = (await get(t, `/api/offers?request_id=${requestId}`, client.token)).json();
    expect(history.map((o: { scope: unknown; changed: unknown }) => [o.scope, o.changed])).toEqual([
      [null, null],
      [SCOPE, ['price', 'included', 'duration']],
      [agreed, ['price', 'duration']],
    ]);

    // Before acceptance the order has no agreed scope.
    expect((await get(t, `/api/orders/${requestId}`, client.token)).json().scope).toBeNull();
    const accepted = await act(sp, back.json().offer_id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect((await get(t, `/api/orders/${requestId}`, sp.token)).json().scope).toEqual(agreed);
    const list = (await get(t, `/api/client/orders/${client.id}`, client.token)).json();
    expect(list.find((o: { request_id: number }) => o.request_id === requestId).scope).toEqual(
      agreed,
    );

    // The dispute shows the order's agreed scope to the admin.
    const opened = await send(
      t,
      'POST',
      `/api/orders/${requestId}/disputes`,
      client.token,
      multipart({ reason: 'Only one visit was made' }),
    );
    expect(opened.statusCode).toBe(200);
    const detail = await get(t, `/api/admin/disputes/${opened.json().dispute_id}`, admin);
    expect(detail.json().order.scope).toEqual(agreed);
  });

  it('refuses text over 500 characters and a duration out of range with their codes, writing nothing', async () => {
    const { client, sp, requestId, room } = await scene();
    const refusals: [Record<string, unknown>, string][] = [
      [{ included: 'x'.repeat(501) }, 'offer.scope_too_long'],
      [{ duration_minutes: 10 }, 'offer.duration_out_of_range'],
      [{ duration_minutes: 43_201 }, 'offer.duration_out_of_range'],
      [{ duration_minutes: 30.5 }, 'bad_request'],
    ];
    for (const [extra, code] of refusals) {
      const res = await offer(client, room, requestId, extra);
      expect([res.statusCode, res.json().error?.code], JSON.stringify(extra)).toEqual([400, code]);
    }
    expect(await storedScopes(requestId)).toEqual([]);

    const made = await offer(client, room, requestId);
    for (const [extra, code] of refusals) {
      const res = await act(sp, made.json().offer_id, 'counter', { price: 1400, ...extra });
      expect([res.statusCode, res.json().error?.code], JSON.stringify(extra)).toEqual([400, code]);
    }
    expect(await storedScopes(requestId)).toEqual([{ included: null, duration_minutes: null }]);
    const messages = await get(t, `/api/getMessages?room=${room}`, client.token);
    expect(
      messages.json().filter((m: { type: string }) => m.type === 'service_request'),
    ).toHaveLength(1);
  });

  it('keeps the spec’s calls as they were: no scope, a counter that changed only its price', async () => {
    const { client, sp, requestId, room } = await scene();
    const made = await offer(client, room, requestId);
    expect(made.json()).toMatchObject({ scope: null, changed: null, price: 1500 });
    const countered = await act(sp, made.json().offer_id, 'counter', { price: 1700 });
    expect(countered.json()).toMatchObject({ scope: null, changed: ['price'] });
    const accepted = await act(client, countered.json().offer_id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect((await get(t, `/api/orders/${requestId}`, client.token)).json().scope).toBeNull();
  });

  it('keeps the answered offer’s scope in a counter that sends a price alone; null clears a field', async () => {
    const { client, sp, requestId, room } = await scene();
    const made = await offer(client, room, requestId, SCOPE);
    const priceOnly = await act(sp, made.json().offer_id, 'counter', { price: 1700 });
    expect(priceOnly.json()).toMatchObject({ scope: SCOPE, changed: ['price'] });
    const cleared = await act(client, priceOnly.json().offer_id, 'counter', {
      price: 1600,
      included: null,
    });
    expect(cleared.json()).toMatchObject({
      scope: { included: null, duration_minutes: SCOPE.duration_minutes },
      changed: ['price', 'included'],
    });
    expect(await storedScopes(requestId)).toEqual([
      SCOPE,
      SCOPE,
      { included: null, duration_minutes: SCOPE.duration_minutes },
    ]);
  });
});
