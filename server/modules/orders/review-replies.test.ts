import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, post } from '../../test/factories';
import {
  acceptedOrder,
  newClient,
  newProvider,
  rate,
  setStatus,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

const RATED_AT = new Date('2026-06-15T12:00:00Z');
const REPLIED_AT = new Date('2026-06-16T09:30:00Z');
let now = RATED_AT;
let t: TestApp;
let client: User;
let sp: User;
let admin: string;
beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock: () => now });
  client = await newClient(t);
  sp = await newProvider(t);
  admin = await adminToken(t);
});
afterAll(() => t.close());

const replyTo = (requestId: number, body: unknown, token?: string) =>
  post(t, `/api/sp/reviews/${requestId}/reply`, body, token);

/** A completed order of `client` with `sp`, rated by the client at RATED_AT. */
async function ratedOrder(): Promise<number> {
  now = RATED_AT;
  const requestId = await acceptedOrder(t, client, sp);
  await setStatus(t, sp, requestId, 'completed');
  const rated = await rate(t, client, requestId, 4);
  if (rated.statusCode !== 200) throw new Error(`rating failed: ${rated.body}`);
  now = REPLIED_AT;
  return requestId;
}

describe('POST /sp/reviews/{requestId}/reply', () => {
  it('lets the provider reply once, trimmed and dated by the server', async () => {
    const requestId = await ratedOrder();
    const res = await replyTo(requestId, { reply: '  Thank you, see you again!  ' }, sp.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      request_id: requestId,
      rating: 4,
      review_date: RATED_AT.toISOString(),
      reply: 'Thank you, see you again!',
      reply_date: REPLIED_AT.toISOString(),
    });

    const again = await replyTo(requestId, { reply: 'Changed my mind' }, sp.token);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'review.already_replied']);
    const stored = await t.db
      .selectFrom('feedback')
      .select('reply')
      .where('request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(stored.reply).toBe('Thank you, see you again!');
  });

  it('answers two replies sent at once with one success and one conflict', async () => {
    const requestId = await ratedOrder();
    const answers = await Promise.all(
      ['First', 'Second'].map((reply) => replyTo(requestId, { reply }, sp.token)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an empty, blank, missing or too long reply with 400', async () => {
    const requestId = await ratedOrder();
    for (const body of [{ reply: '' }, { reply: '   ' }, {}, { reply: 'x'.repeat(1001) }]) {
      const res = await replyTo(requestId, body, sp.token);
      expect([res.statusCode, res.json().error.code], JSON.stringify(body).slice(0, 30)).toEqual([
        400,
        'bad_request',
      ]);
    }
    expect((await replyTo(requestId, { reply: 'x'.repeat(1000) }, sp.token)).statusCode).toBe(200);
  });

  it('is for providers only: 401 without a token, 403 for a client or the admin', async () => {
    const requestId = await ratedOrder();
    expect((await replyTo(requestId, { reply: 'Hi' })).statusCode).toBe(401);
    expect((await replyTo(requestId, { reply: 'Hi' }, client.token)).statusCode).toBe(403);
    expect((await replyTo(requestId, { reply: 'Hi' }, admin)).statusCode).toBe(403);
  });

  it("answers another provider's review, an unrated order and a missing one alike: 404", async () => {
    const requestId = await ratedOrder();
    const stranger = await replyTo(requestId, { reply: 'Not mine' }, (await newProvider(t)).token);
    const missing = await replyTo(2_000_000_000, { reply: 'Nothing here' }, sp.token);
    expect(stranger.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(stranger.json()).toEqual(missing.json());

    const unrated = await acceptedOrder(t, client, sp);
    expect((await replyTo(unrated, { reply: 'Too early' }, sp.token)).statusCode).toBe(404);
  });

  it("shows under the review in the client's view of the provider and in the provider's history", async () => {
    const requestId = await ratedOrder();
    const reviews = async () =>
      (await get(t, `/api/client/viewSPreviews?sp_id=${sp.id}`, client.token)).json() as {
        request_id: number;
        reply: string | null;
        reply_date: string | null;
      }[];
    expect((await reviews()).find((r) => r.request_id === requestId)).toMatchObject({
      reply: null,
      reply_date: null,
    });

    await replyTo(requestId, { reply: 'Glad it works again.' }, sp.token);
    expect((await reviews()).find((r) => r.request_id === requestId)).toMatchObject({
      reply: 'Glad it works again.',
      reply_date: REPLIED_AT.toISOString(),
    });
    const history = (await get(t, `/api/sp/orders/${sp.id}`, sp.token)).json() as {
      request_id: number;
    }[];
    expect(history.find((o) => o.request_id === requestId)).toMatchObject({
      review: 'Quick and tidy work',
      reply: 'Glad it works again.',
      reply_date: REPLIED_AT.toISOString(),
    });
  });
});

describe('GET /api/providers/{spId}/reviews', () => {
  it("pages a provider's reviews newest first, to clients and to the provider itself only", async () => {
    const rated = [await ratedOrder(), await ratedOrder(), await ratedOrder()];
    const walk = async (token: string) => {
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/providers/${sp.id}/reviews?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await get(t, url, token)).json();
        ids.push(...page.items.map((r: { request_id: number }) => r.request_id));
        cursor = page.nextCursor;
      } while (cursor !== null && ids.length < 100);
      return ids;
    };
    // Rated at one moment: the newest order first.
    const all = await walk(client.token);
    expect(all.slice(0, 3)).toEqual([...rated].reverse());
    expect(await walk(sp.token)).toEqual(all);
    const spec = (await get(t, `/api/client/viewSPreviews?sp_id=${sp.id}`, client.token)).json();
    expect(spec.map((r: { request_id: number }) => r.request_id)).toEqual(all);
    const stranger = await newProvider(t);
    expect((await get(t, `/api/providers/${sp.id}/reviews`, stranger.token)).statusCode).toBe(403);
    expect((await get(t, `/api/providers/${sp.id}/reviews`, admin)).statusCode).toBe(403);
  });
});
