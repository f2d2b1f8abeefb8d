import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../test/factories';
import { chatAboutRequest, feedOf, sendOffer, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OFFER_EXPIRY_JOB } from './offer-expiry';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => now });
});
afterAll(() => t.close());

/** Moves the clock `ms` past the test's start and runs the expiry job at that moment. */
async function runAt(start: Date, ms: number) {
  now = new Date(start.getTime() + ms);
  expect(await t.app.jobs.runDue(OFFER_EXPIRY_JOB)).toBe('ok');
}

async function scene() {
  now = new Date();
  return { ...(await chatAboutRequest(t)), start: now };
}

const kindsOf = async (user: User) =>
  (await get(t, '/api/notifications', user.token))
    .json()
    .notifications.map((n: { kind: string }) => n.kind) as string[];

describe('offer expiry', () => {
  it('reminds the answering side a day before, once, then expires the offer', async () => {
    const { client, sp, requestId, room, start } = await scene();
    const offer = (await sendOffer(t, client, room, requestId, 700)).json();
    expect(offer.expires_at).toBe(start.getTime() + 48 * HOUR);

    await runAt(start, 23 * HOUR);
    expect(await kindsOf(sp)).not.toContain('offer_expiring');
    await runAt(start, 25 * HOUR);
    expect((await kindsOf(sp)).filter((k) => k === 'offer_expiring')).toHaveLength(1);
    expect(await kindsOf(client)).not.toContain('offer_expiring');
    await runAt(start, 26 * HOUR);
    expect((await kindsOf(sp)).filter((k) => k === 'offer_expiring')).toHaveLength(1);

    await runAt(start, 48 * HOUR + 1000);
    expect(await kindsOf(client)).toContain('offer_expired');
    const messages = (await get(t, `/api/getMessages?room=${room}`, sp.token)).json();
    expect(messages.at(-1)).toMatchObject({ offer_id: offer.offer_id, status: 'expired' });
    const late = await post(t, `/api/offers/${offer.offer_id}/accept`, undefined, sp.token);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'offer.expired']);
    // The request itself is still open: the client can offer again.
    expect((await sendOffer(t, client, room, requestId, 750)).statusCode).toBe(200);
  });

  it('refuses an offer whose time ran out even before the job ran', async () => {
    const { client, sp, requestId, room, start } = await scene();
    const offer = (await sendOffer(t, client, room, requestId, 700)).json();
    now = new Date(start.getTime() + 49 * HOUR);
    const late = await post(t, `/api/offers/${offer.offer_id}/accept`, undefined, sp.token);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'offer.expired']);
    const row = await t.db
      .selectFrom('service_requests')
      .select('status')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe('request expiry', () => {
  it('files a request on the injected clock, so a moved clock does not expire it at birth', async () => {
    now = new Date(Date.now() + 90 * DAY);
    const start = now;
    const { sp, requestId } = await chatAboutRequest(t);
    const row = await t.db
      .selectFrom('service_requests')
      .select('request_date')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row.request_date.getTime()).toBe(start.getTime());
    await runAt(start, HOUR);
    expect((await feedOf(t, sp)).requests.map((r) => r.request_id)).toContain(requestId);
  });

  it('expires a request nobody took after 30 days: out of feeds, expired to its client', async () => {
    const { client, sp, requestId, room, start } = await scene();
    await runAt(start, 29 * DAY);
    // Offered late: the request still has a day.
    const offer = (await sendOffer(t, client, room, requestId, 900)).json();
    expect((await feedOf(t, sp)).requests.map((r) => r.request_id)).toContain(requestId);

    await runAt(start, 30 * DAY + HOUR);
    expect((await feedOf(t, sp)).requests.map((r) => r.request_id)).not.toContain(requestId);
    const orders = (await get(t, `/api/client/orders/${client.id}`, client.token)).json();
    expect(orders.find((o: { request_id: number }) => o.request_id === requestId)).toMatchObject({
      status: 'expired',
    });
    const pending = (await post(t, '/api/getPendingRequestofClient', {}, client.token)).json();
    expect(pending.map((r: { request_id: number }) => r.request_id)).not.toContain(requestId);
    const bell = (await get(t, '/api/notifications', client.token)).json();
    expect(
      bell.notifications.find((n: { kind: string }) => n.kind === 'request_expired'),
    ).toMatchObject({ room: null, client_id: client.id, sp_id: null });
    const offerRow = await t.db
      .selectFrom('offers')
      .select('status')
      .where('offer_id', '=', offer.offer_id)
      .executeTakeFirstOrThrow();
    expect(offerRow.status).toBe('expired');
    const again = await sendOffer(t, client, room, requestId, 950);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'request.expired']);
    const accepted = await post(t, `/api/offers/${offer.offer_id}/accept`, undefined, sp.token);
    expect(accepted.statusCode).toBe(409);
  });

  it('leaves accepted requests alone', async () => {
    const { client, sp, requestId, room, start } = await scene();
    const offer = (await sendOffer(t, client, room, requestId, 900)).json();
    expect(
      (await post(t, `/api/offers/${offer.offer_id}/accept`, undefined, sp.token)).statusCode,
    ).toBe(200);
    await runAt(start, 40 * DAY);
    const row = await t.db
      .selectFrom('service_requests')
      .select('status')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('accepted');
  });
});
