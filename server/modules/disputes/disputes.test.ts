import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_ADMIN_DAYS } from '#contracts/app-settings';
import { DAY, disputeHelpers } from '../../test/disputes';
import { adminEnv, adminToken, get, post } from '../../test/factories';
import { fileRequest, newClient, newProvider, setStatus } from '../../test/marketplace';
import { exeBytes, pdfBytes, pngBytes } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { STALE_ORDERS_JOB } from './stale-orders-job';

let t: TestApp;
let admin: string;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp(
    { ...adminEnv, AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    { clock: () => now },
  );
  admin = await adminToken(t);
});
afterAll(() => t.close());

const { deal, openDispute, orderOf, requestRow, kindsOf, resolve } = disputeHelpers({
  t: () => t,
  admin: () => admin,
  setNow: (next) => {
    now = next;
    return next;
  },
});

describe('opening a dispute', () => {
  it('lets the client of an accepted order open one with a photo; both see it disputed', async () => {
    const { client, sp, requestId } = await deal();
    const res = await openDispute(client, requestId, 'The tap still leaks', pngBytes());
    expect(res.statusCode).toBe(200);
    const dispute = res.json();
    expect(dispute).toMatchObject({
      request_id: requestId,
      status: 'open',
      opened_by: 'clients',
      reason: 'The tap still leaks',
      order_status_before: 'accepted',
      evidence: `/disputes/${dispute.dispute_id}/evidence`,
      statements: [],
    });
    expect((await orderOf(client, requestId)).status).toBe('disputed');
    const spOrders = (await get(t, `/api/sp/orders/${sp.id}`, sp.token)).json();
    expect(spOrders.find((o: { request_id: number }) => o.request_id === requestId).status).toBe(
      'disputed',
    );
    expect(await kindsOf(sp)).toContain('dispute_opened');
    expect(await kindsOf(client)).not.toContain('dispute_opened');

    for (const token of [client.token, sp.token, admin]) {
      const file = await get(t, `/api/disputes/${dispute.dispute_id}/evidence`, token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    const stranger = await newClient(t);
    expect(
      (await get(t, `/api/disputes/${dispute.dispute_id}/evidence`, stranger.token)).statusCode,
    ).toBe(404);

    const again = await openDispute(sp, requestId);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'dispute.already_open']);
    // Completing a disputed order is refused: only the admin's resolution ends it.
    expect((await setStatus(t, sp, requestId, 'completed')).statusCode).toBe(409);
  });

  it('refuses strangers, the admin, a pending order, a bad file and a missing reason', async () => {
    const { client, requestId } = await deal();
    const stranger = await newProvider(t);
    expect((await openDispute(stranger, requestId)).statusCode).toBe(404);
    expect((await openDispute(admin, requestId)).statusCode).toBe(403);
    expect((await openDispute('', requestId)).statusCode).toBe(401);
    const pending = await fileRequest(t, client);
    const early = await openDispute(client, pending);
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'order.not_disputable']);
    expect((await openDispute(client, requestId, 'x', exeBytes())).statusCode).toBe(400);
    expect((await openDispute(client, requestId, '   ')).statusCode).toBe(400);
    expect((await requestRow(requestId)).status).toBe('accepted');
    const stored = await t.db
      .selectFrom('disputes')
      .select('dispute_id')
      .where('request_id', '=', requestId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes a completed order within the window, not after it', async () => {
    const { client, sp, requestId, start } = await deal();
    expect((await setStatus(t, client, requestId, 'completed')).statusCode).toBe(200);
    now = new Date(start.getTime() + 15 * DAY);
    const late = await openDispute(sp, requestId);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'order.not_disputable']);
    now = new Date(start.getTime() + 13 * DAY);
    const inTime = await openDispute(sp, requestId, 'The client never paid the parts');
    expect(inTime.json()).toMatchObject({
      opened_by: 'serviceproviders',
      order_status_before: 'completed',
    });
  });
});

describe('evidence as a PDF', () => {
  it('keeps a PDF attached by the provider and serves it to both parties as a PDF', async () => {
    const { client, sp, requestId } = await deal();
    const res = await openDispute(
      sp,
      requestId,
      'The client refused to pay',
      pdfBytes(),
      'application/pdf',
    );
    expect(res.statusCode).toBe(200);
    const { dispute_id: id } = res.json();
    for (const user of [client, sp]) {
      const file = await get(t, `/api/disputes/${id}/evidence`, user.token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});

it('tells the screens the configured dispute window and stale period', async () => {
  const other = await createTestApp({ DISPUTE_WINDOW_DAYS: '7', STALE_ADMIN_DAYS: '45' });
  try {
    const res = await get(other, '/api/settings');
    expect(res.json()).toEqual({ currency: 'PKR', disputeWindowDays: 7, staleAdminDays: 45 });
  } finally {
    await other.close();
  }
});

describe('openings that race', () => {
  it('lets one of two parties opening at once through, and never a second dispute', async () => {
    for (let round = 0; round < 5; round++) {
      const { client, sp, requestId } = await deal();
      const answers = await Promise.all([
        openDispute(client, requestId),
        openDispute(sp, requestId),
      ]);
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      const rows = await t.db
        .selectFrom('disputes')
        .select('dispute_id')
        .where('request_id', '=', requestId)
        .execute();
      expect(rows).toHaveLength(1);
    }
  });
});

describe('statements and resolution', () => {
  it('collects both sides, then the admin completes it at an adjusted price', async () => {
    const { client, sp, requestId } = await deal(2000);
    const { dispute_id: id } = (await openDispute(client, requestId)).json();
    const bySp = await post(
      t,
      `/api/disputes/${id}/statements`,
      { text: 'I replaced the washer' },
      sp.token,
    );
    expect(bySp.statusCode).toBe(200);
    expect(await kindsOf(client)).toContain('dispute_statement');
    expect(await kindsOf(sp)).not.toContain('dispute_statement');
    await post(t, `/api/disputes/${id}/statements`, { text: 'It drips again' }, client.token);
    expect(await kindsOf(sp)).toContain('dispute_statement');
    expect((await post(t, `/api/disputes/${id}/statements`, { text: 'x' }, admin)).statusCode).toBe(
      403,
    );
    const outsider = await newClient(t);
    expect(
      (await post(t, `/api/disputes/${id}/statements`, { text: 'x' }, outsider.token)).statusCode,
    ).toBe(404);

    const detail = (await get(t, `/api/admin/disputes/${id}`, admin)).json();
    expect(
      detail.statements.map((s: { author: string; text: string }) => [s.author, s.text]),
    ).toEqual([
      ['serviceproviders', 'I replaced the washer'],
      ['clients', 'It drips again'],
    ]);
    expect(detail.order).toMatchObject({ request_id: requestId, status: 'disputed', price: 2000 });
    expect(detail.offers).toEqual([expect.objectContaining({ status: 'accepted', price: 2000 })]);

    expect((await resolve(id, { outcome: 'adjusted', note: 'Half done' })).statusCode).toBe(400);
    expect((await resolve(id, { outcome: 'completed', price: 5, note: 'x' })).statusCode).toBe(400);
    const done = await resolve(id, {
      outcome: 'adjusted',
      price: 1500,
      note: 'Half the job was done',
    });
    expect(done.json()).toMatchObject({
      status: 'resolved',
      outcome: 'adjusted',
      adjusted_price: 1500,
    });
    expect(await requestRow(requestId)).toMatchObject({ status: 'completed', price_minor: 150000 });
    expect((await requestRow(requestId)).completed_date).toEqual(now);
    expect(await kindsOf(client)).toContain('dispute_resolved');
    expect(await kindsOf(sp)).toContain('dispute_resolved');

    const late = await post(t, `/api/disputes/${id}/statements`, { text: 'more' }, sp.token);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'dispute.not_open']);
    const twice = await resolve(id, { outcome: 'cancelled', note: 'again' });
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'dispute.not_open']);
    expect((await get(t, `/api/orders/${requestId}/disputes`, client.token)).json()).toHaveLength(
      1,
    );
    expect((await orderOf(client, requestId)).dispute).toEqual({
      dispute_id: id,
      status: 'resolved',
    });
    // The resolution is final: the order is not disputed again, even within the window.
    const reopen = await openDispute(sp, requestId);
    expect([reopen.statusCode, reopen.json().error.code]).toEqual([409, 'order.not_disputable']);
  });

  it('keeps the completion date of a completed order resolved as completed; cancels on request', async () => {
    const first = await deal();
    await setStatus(t, first.client, first.requestId, 'completed');
    const completedAt = (await requestRow(first.requestId)).completed_date;
    now = new Date(first.start.getTime() + 2 * DAY);
    const a = (await openDispute(first.client, first.requestId)).json();
    await resolve(a.dispute_id, { outcome: 'completed', note: 'Fine as it was' });
    expect(await requestRow(first.requestId)).toMatchObject({
      status: 'completed',
      completed_date: completedAt,
    });

    const second = await deal();
    const b = (await openDispute(second.sp, second.requestId)).json();
    await resolve(b.dispute_id, { outcome: 'cancelled', note: 'Never started' });
    expect(await requestRow(second.requestId)).toMatchObject({
      status: 'cancelled',
      cancelled_at: now,
    });
  });

  it('lists open and resolved disputes for the admin only, a page at a time', async () => {
    const a = await deal();
    const b = await deal();
    const idA = (await openDispute(a.client, a.requestId)).json().dispute_id;
    const idB = (await openDispute(b.client, b.requestId)).json().dispute_id;
    expect((await get(t, '/api/admin/disputes', a.client.token)).statusCode).toBe(403);
    const first = (await get(t, '/api/admin/disputes?limit=1', admin)).json();
    expect(first.items.map((c: { dispute_id: number }) => c.dispute_id)).toEqual([idB]);
    expect(first.items[0]).toMatchObject({
      kind: 'dispute',
      request_id: b.requestId,
      reason: 'The tap still leaks',
    });
    const next = (
      await get(t, `/api/admin/disputes?limit=1&cursor=${first.nextCursor}`, admin)
    ).json();
    expect(next.items.map((c: { dispute_id: number }) => c.dispute_id)).toEqual([idA]);
    expect((await get(t, '/api/admin/disputes?cursor=nonsense', admin)).statusCode).toBe(400);
    await resolve(idA, { outcome: 'completed', note: 'ok' });
    const resolved = (await get(t, '/api/admin/disputes?status=resolved&limit=100', admin)).json();
    expect(resolved.items.map((c: { dispute_id: number }) => c.dispute_id)).toContain(idA);
    const open = (await get(t, '/api/admin/disputes?limit=100', admin)).json();
    expect(open.items.map((c: { dispute_id: number }) => c.dispute_id)).not.toContain(idA);
  });
});

describe('stale accepted orders', () => {
  const staleIds = async () =>
    (await get(t, '/api/admin/stale-orders?limit=100', admin))
      .json()
      .items.map((c: { request_id: number }) => c.request_id);

  it('reminds both parties once after 14 days, lists the order after 30, and the admin completes it', async () => {
    const { client, sp, requestId, start } = await deal(800);
    const runAt = async (days: number) => {
      now = new Date(start.getTime() + days * DAY);
      expect(await t.app.jobs.runDue(STALE_ORDERS_JOB)).toBe('ok');
    };
    await runAt(13);
    expect(await kindsOf(client)).not.toContain('order_stale');
    await runAt(15);
    expect((await kindsOf(client)).filter((k) => k === 'order_stale')).toHaveLength(1);
    expect((await kindsOf(sp)).filter((k) => k === 'order_stale')).toHaveLength(1);
    await runAt(16);
    expect((await kindsOf(sp)).filter((k) => k === 'order_stale')).toHaveLength(1);
    expect(await staleIds()).not.toContain(requestId);
    const early = await post(
      t,
      `/api/admin/orders/${requestId}/resolve`,
      { outcome: 'completed', note: 'x' },
      admin,
    );
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'order.not_disputable']);

    now = new Date(start.getTime() + 31 * DAY);
    expect(await staleIds()).toContain(requestId);
    const done = await post(
      t,
      `/api/admin/orders/${requestId}/resolve`,
      { outcome: 'completed', note: 'The client confirmed by phone' },
      admin,
    );
    expect(done.json()).toMatchObject({
      opened_by: 'admin',
      status: 'resolved',
      outcome: 'completed',
    });
    expect(await requestRow(requestId)).toMatchObject({ status: 'completed', completed_date: now });
    expect(await staleIds()).not.toContain(requestId);
  });

  it('counts an order accepted exactly the stale period ago as stale, listed and settled alike', async () => {
    const { requestId, start } = await deal(810);
    expect((await requestRow(requestId)).accepted_at).toEqual(start);
    now = new Date(start.getTime() + STALE_ADMIN_DAYS * DAY - 1);
    expect(await staleIds()).not.toContain(requestId);
    now = new Date(start.getTime() + STALE_ADMIN_DAYS * DAY);
    expect(await staleIds()).toContain(requestId);
    const done = await post(
      t,
      `/api/admin/orders/${requestId}/resolve`,
      { outcome: 'cancelled', note: 'The client moved away' },
      admin,
    );
    expect(done.json()).toMatchObject({ opened_by: 'admin', outcome: 'cancelled' });
  });
});
