import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, send } from '../../test/factories';
import {
  acceptedOrder,
  fileRequest,
  newClient,
  newProvider,
  openChat,
  rate,
  sendOffer,
  setStatus,
  type User,
} from '../../test/marketplace';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let client: User;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { clock: () => NOW });
  client = await newClient(t);
});
afterAll(() => t.close());

/** A completed order of `price`, completed `msAgo` before NOW. */
async function completedAt(sp: User, price: number, msAgo: number) {
  const requestId = await acceptedOrder(t, client, sp, price);
  await setStatus(t, sp, requestId, 'completed');
  await t.db
    .updateTable('service_requests')
    .set({ completed_date: new Date(NOW.getTime() - msAgo) })
    .where('request_id', '=', requestId)
    .execute();
  return requestId;
}

const summaryOf = async (sp: User) => (await get(t, `/api/sp/summary/${sp.id}`, sp.token)).json();

describe('GET /sp/summary/{spId}', () => {
  it('sums earnings over 7, 30 and 180 days by completion date, edges included', async () => {
    const sp = await newProvider(t);
    await completedAt(sp, 100.1, 0);
    await completedAt(sp, 200.2, 7 * DAY); // exactly 7 days ago: in
    await completedAt(sp, 400.4, 7 * DAY + 1); // a millisecond older: out of 7, in 30
    await completedAt(sp, 800.8, 30 * DAY + 1);
    await completedAt(sp, 1600, 180 * DAY);
    await completedAt(sp, 3200, 180 * DAY + 1);
    await completedAt(sp, 9999, -DAY); // tomorrow (clock skew): in no window
    await acceptedOrder(t, client, sp, 5000); // accepted, not completed: no earnings
    const { earnings, counts } = await summaryOf(sp);
    expect(earnings).toEqual({ last7: 300.3, last30: 700.7, last180: 3101.5 });
    expect(counts).toEqual({ accepted: 1, completed: 7, cancelled: 0 });
  });

  it('counts a completed order under an open dispute as on hold, not in the earnings', async () => {
    const sp = await newProvider(t);
    await completedAt(sp, 500, DAY);
    const disputed = await completedAt(sp, 1800, 2 * DAY);
    expect((await summaryOf(sp)).onHold).toEqual({ amount: 0, orders: 0 });
    const opened = await send(
      t,
      'POST',
      `/api/orders/${disputed}/disputes`,
      client.token,
      multipart({ reason: 'The tap still leaks' }),
    );
    expect(opened.statusCode).toBe(200);
    const { earnings, onHold } = await summaryOf(sp);
    expect(earnings).toEqual({ last7: 500, last30: 500, last180: 500 });
    expect(onHold).toEqual({ amount: 1800, orders: 1 });
  });

  it('groups completed earnings by UTC calendar month for the chart', async () => {
    const sp = await newProvider(t);
    await completedAt(sp, 50, 0); // 2026-06-15
    await completedAt(sp, 70, NOW.getTime() - Date.parse('2026-05-31T23:59:59.999Z')); // May
    await completedAt(sp, 30, NOW.getTime() - Date.parse('2026-06-01T00:00:00.000Z')); // June
    const { monthly } = await summaryOf(sp);
    expect(monthly).toHaveLength(12);
    expect(monthly[0].month).toBe('2025-07');
    expect(monthly.at(-1)).toEqual({ month: '2026-06', total: 80 });
    expect(monthly.at(-2)).toEqual({ month: '2026-05', total: 70 });
  });

  it('averages every rating to one decimal, and shows it on the profiles', async () => {
    const sp = await newProvider(t);
    expect((await summaryOf(sp)).averageRating).toBeNull();
    for (const stars of [5, 4, 4]) {
      await rate(t, client, await completedAt(sp, 10, 0), stars);
    }
    const summary = await summaryOf(sp);
    expect(summary).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
    const own = await get(t, '/api/service-provider/profile', sp.token);
    expect(own.json().averageRating).toBe(4.3);
    const seen = await get(t, `/api/client/viewSPprofile?sp_id=${sp.id}`, client.token);
    expect(seen.json()).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
    const reviews = (await get(t, `/api/client/viewSPreviews?sp_id=${sp.id}`, client.token)).json();
    expect(reviews).toHaveLength(3);
    expect(reviews[0]).toMatchObject({
      client_name: 'Ayesha Khan',
      service_name: 'Leak Repair',
      review: 'Quick and tidy work',
    });
  });

  it('rounds halves up: 4.25 shows as 4.3, 4.75 as 4.8', async () => {
    const sp = await newProvider(t);
    for (const stars of [5, 4, 4, 4]) await rate(t, client, await completedAt(sp, 10, 0), stars);
    expect((await summaryOf(sp)).averageRating).toBe(4.3);
    const other = await newProvider(t);
    for (const stars of [5, 5, 5, 4]) await rate(t, client, await completedAt(other, 10, 0), stars);
    expect((await summaryOf(other)).averageRating).toBe(4.8);
  });

  it('counts as cancelled only orders the provider won, not requests it merely negotiated on', async () => {
    const sp = await newProvider(t);
    const negotiated = await fileRequest(t, client);
    const room = await openChat(t, sp, client, negotiated);
    expect((await sendOffer(t, client, room, negotiated, 700)).statusCode).toBe(200);
    expect((await setStatus(t, client, negotiated, 'cancelled')).statusCode).toBe(200);
    const won = await acceptedOrder(t, client, sp, 900);
    // An accepted order the admin later cancelled (a dispute's outcome) stays the provider's.
    const lost = await acceptedOrder(t, client, sp, 800);
    await t.db
      .updateTable('service_requests')
      .set({ status: 'cancelled', cancelled_at: NOW })
      .where('request_id', '=', lost)
      .execute();
    expect(won).toBeGreaterThan(0);
    expect((await summaryOf(sp)).counts).toEqual({ accepted: 1, completed: 0, cancelled: 1 });
  });

  it("refuses another provider's summary", async () => {
    const sp = await newProvider(t);
    const other = await newProvider(t);
    expect((await get(t, `/api/sp/summary/${other.id}`, sp.token)).statusCode).toBe(403);
  });
});
