import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, disputeHelpers } from '../../test/disputes';
import { adminEnv, adminToken, get, post } from '../../test/factories';
import {
  acceptedOrder,
  newClient,
  newProvider,
  setStatus,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { INVOICE_JOB } from '../billing/invoice-job';

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

describe('a stale order the admin cancels', () => {
  it('cancels it after 30 days and tells both parties', async () => {
    const { client, sp, requestId, start } = await deal(600);
    now = new Date(start.getTime() + 31 * DAY);
    const res = await post(
      t,
      `/api/admin/orders/${requestId}/resolve`,
      { outcome: 'cancelled', note: 'The provider never came' },
      admin,
    );
    expect(res.json()).toMatchObject({ opened_by: 'admin', outcome: 'cancelled' });
    expect(await requestRow(requestId)).toMatchObject({ status: 'cancelled', cancelled_at: now });
    expect(await kindsOf(client)).toContain('dispute_resolved');
    expect(await kindsOf(sp)).toContain('dispute_resolved');
    expect((await orderOf(client, requestId)).status).toBe('cancelled');
  });
});

describe('a dispute resolved after its order was invoiced', () => {
  it('leaves the billed month as it was and adjusts the next invoice', async () => {
    now = new Date('2031-05-25T10:00:00Z');
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await acceptedOrder(t, client, sp, 1000);
    expect((await setStatus(t, client, requestId, 'completed')).statusCode).toBe(200);

    const invoices = async () =>
      (await get(t, `/api/sp/invoices/${sp.id}`, sp.token)).json() as {
        payment_id: number;
        billing_month: number;
      }[];
    const linesOf = async (paymentId: number) =>
      (await get(t, `/api/sp/invoiceDetails/${paymentId}`, sp.token))
        .json()
        .orders.map((l: { request_id: number; kind: string; amount: number; fee: number }) => [
          l.request_id,
          l.kind,
          l.amount,
          l.fee,
        ]);

    now = new Date('2031-06-01T01:00:00Z');
    expect(await t.app.jobs.runDue(INVOICE_JOB)).toBe('ok');
    const [may] = await invoices();
    expect(may?.billing_month).toBe(5);
    expect(await linesOf(may?.payment_id ?? 0)).toEqual([[requestId, 'order', 1000, 100]]);

    now = new Date('2031-06-03T10:00:00Z');
    const { dispute_id: id } = (await openDispute(client, requestId, 'Only half fixed')).json();
    expect(
      (await resolve(id, { outcome: 'adjusted', price: 600, note: 'Half done' })).statusCode,
    ).toBe(200);

    now = new Date('2031-07-01T01:00:00Z');
    expect(await t.app.jobs.runDue(INVOICE_JOB)).toBe('ok');
    const all = await invoices();
    const june = all.find((i) => i.billing_month === 6);
    expect(await linesOf(may?.payment_id ?? 0)).toEqual([[requestId, 'order', 1000, 100]]);
    expect(await linesOf(june?.payment_id ?? 0)).toEqual([[requestId, 'adjustment', -400, -40]]);
  });
});

describe('order counts of disputed orders', () => {
  it('counts a disputed order where it stood before: accepted, or completed', async () => {
    const open = await deal();
    const done = await deal();
    await setStatus(t, done.client, done.requestId, 'completed');
    expect((await openDispute(open.client, open.requestId)).statusCode).toBe(200);
    expect((await openDispute(done.sp, done.requestId)).statusCode).toBe(200);
    const countsOf = async (user: User) => (await get(t, '/api/orders/counts', user.token)).json();
    expect(await countsOf(open.client)).toMatchObject({ total: 1, accepted: 1, completed: 0 });
    expect(await countsOf(done.sp)).toMatchObject({ total: 1, accepted: 0, completed: 1 });
  });
});
