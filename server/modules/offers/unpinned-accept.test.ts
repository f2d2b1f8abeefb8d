import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPINNED_ACCEPT_MIN_AGE_MS } from '#contracts/offers';
import { post, send } from '../../test/factories';
import { chatAboutRequest, sendOffer } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
});
afterAll(() => t.close());

async function scene() {
  now = new Date();
  return { ...(await chatAboutRequest(t)), start: now };
}
const later = (start: Date, ms: number) => {
  now = new Date(start.getTime() + ms);
};

const offersOf = (requestId: number) =>
  t.db
    .selectFrom('offers')
    .select(['price_minor', 'status'])
    .where('request_id', '=', requestId)
    .orderBy('offer_id')
    .execute();
const requestStatus = async (requestId: number) =>
  (
    await t.db
      .selectFrom('service_requests')
      .select('status')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow()
  ).status;

describe("the spec's accept doors without a pin", () => {
  it('refuses 409 offer.pin_required when the pending offer replaced the one the provider saw', async () => {
    const { client, sp, requestId, room, start } = await scene();
    await sendOffer(t, client, room, requestId, 5000);
    later(start, 5 * 60_000); // the provider has long seen 5000
    await sendOffer(t, client, room, requestId, 1);
    const doors = [
      () => post(t, '/api/addAcceptedRequest', { room, request_id: requestId }, sp.token),
      () =>
        send(t, 'PUT', '/api/updateRequestMessage', sp.token, {
          room,
          request_id: requestId,
          status: 'accepted',
        }),
    ];
    for (const door of doors) {
      const res = await door();
      expect([res.statusCode, res.json().error?.code]).toEqual([409, 'offer.pin_required']);
    }
    // A replacement stays unacceptable without a pin, however long it waits.
    later(start, 60 * 60_000);
    const res = await doors[0]?.();
    expect([res?.statusCode, res?.json().error?.code]).toEqual([409, 'offer.pin_required']);
    expect(await offersOf(requestId)).toEqual([
      { price_minor: 500000, status: 'superseded' },
      { price_minor: 100, status: 'pending' },
    ]);
    expect(await requestStatus(requestId)).toBe('pending');
  });

  it('refuses an offer sent after another was withdrawn, however long it waits', async () => {
    const { client, sp, requestId, room, start } = await scene();
    const first = await sendOffer(t, client, room, requestId, 5000);
    const [seen] = await t.db
      .selectFrom('offers')
      .select('offer_id')
      .where('request_id', '=', requestId)
      .execute();
    later(start, 5 * 60_000);
    const withdrawn = await post(t, `/api/offers/${seen?.offer_id}/withdraw`, {}, client.token);
    expect([first.statusCode, withdrawn.statusCode]).toEqual([200, 200]);
    await sendOffer(t, client, room, requestId, 1);
    later(start, 60 * 60_000);
    const res = await post(t, '/api/addAcceptedRequest', { room, request_id: requestId }, sp.token);
    expect([res.statusCode, res.json().error?.code]).toEqual([409, 'offer.pin_required']);
    expect(await requestStatus(requestId)).toBe('pending');
  });

  it('refuses the chat’s first offer within its first minute, and accepts it after', async () => {
    const { client, sp, requestId, room, start } = await scene();
    await sendOffer(t, client, room, requestId, 2500);
    const body = { room, request_id: requestId };
    later(start, UNPINNED_ACCEPT_MIN_AGE_MS - 1000);
    const early = await post(t, '/api/addAcceptedRequest', body, sp.token);
    expect([early.statusCode, early.json().error?.code]).toEqual([409, 'offer.pin_required']);
    expect(await requestStatus(requestId)).toBe('pending');

    later(start, UNPINNED_ACCEPT_MIN_AGE_MS + 1000);
    const res = await post(t, '/api/addAcceptedRequest', body, sp.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', price: 2500, sp_id: sp.id });
    expect(await requestStatus(requestId)).toBe('accepted');
  });
});

describe("the spec's accept doors with a pin", () => {
  it('accept a brand-new replacement at once when the pin names it, by id or by price', async () => {
    for (const pin of ['offer_id', 'price'] as const) {
      const { client, sp, requestId, room } = await scene();
      await sendOffer(t, client, room, requestId, 5000);
      const seen = (await sendOffer(t, client, room, requestId, 4000)).json();
      const res = await send(t, 'PUT', '/api/updateRequestMessage', sp.token, {
        room,
        request_id: requestId,
        status: 'accepted',
        [pin]: seen[pin],
      });
      expect(res.statusCode, pin).toBe(200);
      expect(res.json()).toMatchObject({ offer_id: seen.offer_id, price: 4000 });
    }
  });
});
