import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/factories';
import {
  acceptedOrder,
  fileRequest,
  newClient,
  newProvider,
  openChat,
  sendOffer,
  setStatus,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

// Each reading of the clock is a minute later: every request has a date of its own.
let tick = Date.parse('2026-06-15T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    {
      clock: () => {
        tick += 60_000;
        return new Date(tick);
      },
    },
  );
});
afterAll(() => t.close());

type Page = { items: { request_id: number; status: string }[]; nextCursor: string | null };

/** Every page of `GET /api/orders` with `query`, following the cursors to the end. */
async function allPages(user: User, query: string): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = `/api/orders?${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await get(t, url, user.token);
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    ids.push(...page.items.map((o) => o.request_id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 50);
  return { ids, pages };
}

describe('GET /api/orders', () => {
  it("walks a client's orders a page at a time, newest first, each once", async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const filed = [await fileRequest(t, client), await fileRequest(t, client)];
    const taken = [
      await acceptedOrder(t, client, sp, 500),
      await acceptedOrder(t, client, sp, 600),
      await fileRequest(t, client),
    ];
    const newestFirst = [...filed, ...taken].sort((a, b) => b - a);

    const walked = await allPages(client, 'limit=2');
    expect(walked).toEqual({ ids: newestFirst, pages: 3 });
    const accepted = await allPages(client, 'limit=1&status=accepted');
    expect(accepted.ids).toEqual([taken[1], taken[0]]);

    const spec = (await get(t, `/api/client/orders/${client.id}`, client.token)).json();
    expect(spec.map((o: { request_id: number }) => o.request_id)).toEqual(newestFirst);

    const counts = (await get(t, '/api/orders/counts', client.token)).json();
    expect(counts).toEqual({ total: 5, pending: 3, accepted: 2, completed: 0, cancelled: 0 });
  });

  it("walks a provider's orders, the requests it won, not a cancelled one it negotiated on", async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const first = await acceptedOrder(t, client, sp, 700);
    const negotiated = await fileRequest(t, client);
    const room = await openChat(t, sp, client, negotiated);
    expect((await sendOffer(t, client, room, negotiated, 900)).statusCode).toBe(200);
    expect((await setStatus(t, client, negotiated, 'cancelled')).statusCode).toBe(200);
    const ignored = await fileRequest(t, client);
    expect((await setStatus(t, client, ignored, 'cancelled')).statusCode).toBe(200);
    const last = await acceptedOrder(t, client, sp, 800);
    expect((await setStatus(t, sp, last, 'completed')).statusCode).toBe(200);

    const walked = await allPages(sp, 'limit=1');
    expect(walked).toEqual({ ids: [last, first], pages: 2 });
    expect((await allPages(sp, 'limit=5&status=cancelled')).ids).toEqual([]);
    const spec = (await get(t, `/api/sp/orders/${sp.id}`, sp.token)).json();
    expect(spec.map((o: { request_id: number }) => o.request_id)).toEqual(walked.ids);

    const counts = (await get(t, '/api/orders/counts', sp.token)).json();
    expect(counts).toEqual({ total: 2, pending: 0, accepted: 1, completed: 1, cancelled: 0 });
    const summary = (await get(t, `/api/sp/summary/${sp.id}`, sp.token)).json();
    expect(summary.counts).toEqual({ accepted: 1, completed: 1, cancelled: 0 });
  });

  it('refuses a cursor it did not make, and a limit out of range', async () => {
    const client = await newClient(t);
    for (const query of ['cursor=nonsense', 'cursor=WyJ4Il0', 'limit=0', 'limit=101']) {
      const res = await get(t, `/api/orders?${query}`, client.token);
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
  });
});
