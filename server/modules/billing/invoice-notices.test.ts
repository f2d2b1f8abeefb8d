import { afterAll, beforeAll, expect, it } from 'vitest';
import { INVOICE_DUE_SOON_DAYS } from '#contracts/billing';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import {
  acceptedOrder,
  newClient,
  newProvider,
  setStatus,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { INVOICE_JOB } from './invoice-job';

// Decision 0057: the provider hears of a month's invoice when it is made, a few days before it
// is due and the day after, if unpaid; once each, however often the hourly job runs.
let now = new Date('2026-10-20T09:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock: () => now });
  admin = await adminToken(t);
});
afterAll(() => t.close());

/** A provider with one order of `price` completed in October 2026. */
async function billedProvider(price: number): Promise<User> {
  const client = await newClient(t);
  const sp = await newProvider(t);
  const requestId = await acceptedOrder(t, client, sp, price);
  await setStatus(t, sp, requestId, 'completed');
  await t.db
    .updateTable('service_requests')
    .set({ completed_date: new Date('2026-10-10T12:00:00Z') })
    .where('request_id', '=', requestId)
    .execute();
  return sp;
}

/** A text with its no-break spaces as spaces and its direction marks dropped. */
const plain = (text: string) =>
  text.replace(/\s/gu, ' ').replace(/[\u200e\u200f\u2066-\u2069]/gu, '');

const invoiceKinds = ['invoice_issued', 'invoice_due_soon', 'invoice_overdue'];

/** The provider's invoice notices in the bell, oldest first: kind, target and text. */
async function bell(sp: User) {
  const list = (await get(t, '/api/notifications', sp.token)).json() as {
    notifications: { kind: string; message: string; target: unknown; room: string | null }[];
  };
  return list.notifications
    .filter((n) => invoiceKinds.includes(n.kind))
    .reverse()
    .map(({ kind, message, target, room }) => ({ kind, message: plain(message), target, room }));
}

/** The provider's invoice emails in the outbox, oldest first. */
async function emails(sp: User) {
  const rows = await t.db
    .selectFrom('email_outbox')
    .select(['kind', 'email_group', 'target_entity', 'target_id'])
    .where('recipient_id', '=', sp.id)
    .where('kind', 'in', invoiceKinds)
    .orderBy('outbox_id')
    .execute();
  return rows;
}

/** Moves the clock to `at` and runs the hourly invoice job (twice: the second finds it done). */
async function runJobAt(at: string) {
  now = new Date(at);
  expect(await t.app.jobs.runDue(INVOICE_JOB)).toBe('ok');
  expect(await t.app.jobs.runDue(INVOICE_JOB)).toBe('skipped');
}

it('tells an unpaid invoice’s provider when it is issued, due soon and overdue, once each, by bell and email; a paid one hears only of its issue', async () => {
  expect(INVOICE_DUE_SOON_DAYS).toBe(3);
  const unpaid = await billedProvider(150_000);
  const paid = await billedProvider(80_000);

  // October is billed once November has begun: "issued", with the month, amount and due day.
  await runJobAt('2026-11-01T01:00:00Z');
  const [invoice] = (await get(t, `/api/sp/invoices/${unpaid.id}`, unpaid.token)).json();
  const paymentId: number = invoice.payment_id;
  expect(await bell(unpaid)).toEqual([
    {
      kind: 'invoice_issued',
      message: 'Your October 2026 invoice: Rs 15,000.00 due on 15-Nov-2026',
      target: { entity: 'invoice', id: paymentId },
      room: null,
    },
  ]);
  const paidInvoice = (await get(t, `/api/sp/invoices/${paid.id}`, paid.token)).json()[0];
  expect((await bell(paid)).map((n) => n.kind)).toEqual(['invoice_issued']);
  expect(
    (
      await send(t, 'PUT', `/api/updatePaymentStatus/${paidInvoice.payment_id}`, admin, {
        status: 'Paid',
      })
    ).statusCode,
  ).toBe(200);

  // Hourly runs before the reminder window tell nothing more.
  await runJobAt('2026-11-11T23:00:00Z');
  expect((await bell(unpaid)).map((n) => n.kind)).toEqual(['invoice_issued']);

  // Three days before the due day: "due soon", once however many runs.
  await runJobAt('2026-11-12T00:30:00Z');
  await runJobAt('2026-11-14T10:00:00Z');
  await runJobAt('2026-11-15T23:00:00Z');
  expect((await bell(unpaid)).map((n) => n.kind)).toEqual(['invoice_issued', 'invoice_due_soon']);
  expect((await bell(unpaid))[1]?.message).toBe(
    'Reminder: your October 2026 invoice of Rs 15,000.00 is due on 15-Nov-2026',
  );

  // The day after the due day: "overdue", once.
  await runJobAt('2026-11-16T00:30:00Z');
  await runJobAt('2026-11-20T08:00:00Z');
  expect(await bell(unpaid)).toEqual([
    expect.objectContaining({ kind: 'invoice_issued' }),
    expect.objectContaining({ kind: 'invoice_due_soon' }),
    {
      kind: 'invoice_overdue',
      message:
        'Your October 2026 invoice of Rs 15,000.00 was due on 15-Nov-2026 and is overdue: please pay it',
      target: { entity: 'invoice', id: paymentId },
      room: null,
    },
  ]);
  const opened = { email_group: 'billing', target_entity: 'invoice', target_id: paymentId };
  expect(await emails(unpaid)).toEqual([
    { kind: 'invoice_issued', ...opened },
    { kind: 'invoice_due_soon', ...opened },
    { kind: 'invoice_overdue', ...opened },
  ]);

  // The invoice paid in time heard of its issue only.
  expect((await bell(paid)).map((n) => n.kind)).toEqual(['invoice_issued']);
  expect((await emails(paid)).map((e) => e.kind)).toEqual(['invoice_issued']);
});
