import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminEnv, adminToken, get, post, send } from '../../test/factories';
import { unpaidOctoberInvoice } from '../../test/invoices';
import {
  fileRequest,
  newClient,
  newProvider,
  requestForm,
  setLanguage,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createRequestAudience } from '../requests/request-audience';
import { LEAD_HOLD_DAYS_OVERDUE } from './lead-hold';
import { OVERDUE_REMINDERS_JOB } from './overdue-job';

// Decision 0069: the overdue desk, its reminders, and the lead hold. October's invoice of
// unpaidOctoberInvoice falls due on 15 November 2026; held from 30 November (15 days after).
let now = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock: () => now });
  admin = await adminToken(t);
});
afterAll(() => t.close());

/** Noon UTC `days` days after 15 November 2026 (the invoices' due day). */
const daysAfterDue = (days: number) => new Date(Date.UTC(2026, 10, 15 + days, 12));

const feedOf = async (sp: User) => (await get(t, `/api/getRequests/${sp.id}`, sp.token)).json();

const markPaid = (paymentId: number) =>
  send(t, 'PUT', `/api/updatePaymentStatus/${paymentId}`, admin, { status: 'Paid' });

it('keeps new requests from a provider more than 14 days overdue (feed and alerts) until the admin marks it paid', async () => {
  const held = await newProvider(t);
  const fine = await newProvider(t);
  const paymentId = await unpaidOctoberInvoice(t.db, held.id);
  const audience = createRequestAudience(t.db, () => now);

  // 14 days overdue: leads still flow.
  now = daysAfterDue(14);
  const early = await fileRequest(t, await newClient(t));
  expect((await audience(early)).map((r) => r.id)).toEqual(
    expect.arrayContaining([held.id, fine.id]),
  );
  expect((await feedOf(held)).leadHold).toBe(false);

  // 15 days: no alert, and an empty feed that says why.
  now = daysAfterDue(15);
  const requestId = await fileRequest(t, await newClient(t));
  const told = (await audience(requestId)).map((r) => r.id);
  expect(told).toContain(fine.id);
  expect(told).not.toContain(held.id);
  const empty = await feedOf(held);
  expect(empty).toMatchObject({ leadHold: true, requests: [], total: 0, nextCursor: null });
  const open = await feedOf(fine);
  expect(open.leadHold).toBe(false);
  expect(open.requests.map((r: { request_id: number }) => r.request_id)).toContain(requestId);

  // Nor can a client address a direct request to it (decision 0065).
  const direct = await post(
    t,
    '/api/servicerequestform',
    requestForm({ direct_provider_id: held.id }),
    (await newClient(t)).token,
  );
  expect(direct.statusCode).toBe(400);
  expect(direct.json().error.message).toBe('This provider is not taking new requests right now.');

  // Paid: the next request reaches it again, at once.
  expect((await markPaid(paymentId)).statusCode).toBe(200);
  const next = await fileRequest(t, await newClient(t));
  expect((await audience(next)).map((r) => r.id)).toContain(held.id);
  const again = await post(
    t,
    '/api/servicerequestform',
    requestForm({ direct_provider_id: held.id }),
    (await newClient(t)).token,
  );
  expect(again.statusCode).toBe(200);
  const back = await feedOf(held);
  expect(back.leadHold).toBe(false);
  expect(back.requests.map((r: { request_id: number }) => r.request_id)).toContain(next);
});

/** A text with its no-break spaces as spaces and its direction marks dropped. */
const plain = (text: string) =>
  text.replace(/\s/gu, ' ').replace(/[\u200e\u200f\u2066-\u2069]/gu, '');

/** The provider's overdue reminders in the bell, oldest first. */
async function reminders(sp: User) {
  const list = (await get(t, '/api/notifications', sp.token)).json() as {
    notifications: { kind: string; message: string; target: unknown }[];
  };
  return list.notifications
    .filter((n) => n.kind === 'invoice_reminder')
    .reverse()
    .map((n) => ({ ...n, message: plain(n.message) }));
}

/** Runs the reminder job at `at` twice: the second run of the period is skipped. */
async function remindAt(at: Date) {
  now = at;
  expect(await t.app.jobs.runDue(OVERDUE_REMINDERS_JOB)).toBe('ok');
  expect(await t.app.jobs.runDue(OVERDUE_REMINDERS_JOB)).toBe('skipped');
}

it('reminds at the due day, 7 and 14 days after, each once and none before, in the provider’s language', async () => {
  const sp = await newProvider(t);
  const urdu = await newProvider(t);
  await setLanguage(t, urdu, 'ur');
  const paymentId = await unpaidOctoberInvoice(t.db, sp.id);
  await unpaidOctoberInvoice(t.db, urdu.id);
  const paid = await newProvider(t);
  await markPaid(await unpaidOctoberInvoice(t.db, paid.id));

  await remindAt(daysAfterDue(-1));
  expect(await reminders(sp)).toEqual([]);

  await remindAt(daysAfterDue(0));
  await remindAt(new Date(daysAfterDue(0).getTime() + 3 * 60 * 60 * 1000));
  expect((await reminders(sp))[0]?.target).toEqual({ entity: 'invoice', id: paymentId });
  expect((await reminders(sp)).map((n) => n.message)).toEqual([
    'Your October 2026 invoice of Rs 100.00 is due today (15-Nov-2026): please pay it',
  ]);

  for (const day of [1, 6]) await remindAt(daysAfterDue(day));
  expect(await reminders(sp)).toHaveLength(1);

  await remindAt(daysAfterDue(7));
  await remindAt(daysAfterDue(13));
  await remindAt(daysAfterDue(14));
  await remindAt(daysAfterDue(20));
  const messages = (await reminders(sp)).map((n) => n.message);
  expect(messages).toHaveLength(3);
  expect(messages[1]).toContain('is 7 days overdue');
  expect(messages[2]).toContain('is 14 days overdue');
  expect(messages[1]).toContain(`after ${LEAD_HOLD_DAYS_OVERDUE} days overdue you receive`);

  // A run of the next period at the same steps (a retry, a restart) tells nobody again.
  await remindAt(new Date(daysAfterDue(20).getTime() + 60 * 60 * 1000));
  expect(await reminders(sp)).toHaveLength(3);
  expect(
    await t.db
      .selectFrom('email_outbox')
      .select('kind')
      .where('recipient_id', '=', sp.id)
      .where('kind', '=', 'invoice_reminder')
      .execute(),
  ).toHaveLength(3);

  const urduTold = await reminders(urdu);
  expect(urduTold).toHaveLength(3);
  expect(urduTold[0]?.message).toContain('آج');
  expect(urduTold[1]?.message).toContain(`ورنہ ${LEAD_HOLD_DAYS_OVERDUE} دن کی تاخیر`);
  expect(await reminders(paid)).toEqual([]);
});

type Desk = {
  items: {
    payment_id: number;
    sp_id: number;
    days_overdue: number;
    on_hold: boolean;
    status: string;
  }[];
  nextCursor: string | null;
  totals: {
    overdue_count: number;
    unpaid_minor: number;
    overdue_minor: number;
    providers_on_hold: number;
  };
};

it('lists every overdue invoice most overdue first, with totals, pages and a CSV, to the admin only', async () => {
  await t.db.deleteFrom('invoice_reminders').execute();
  await t.db.deleteFrom('invoices').execute();
  const [a, b, c] = [await newProvider(t), await newProvider(t), await newProvider(t)];
  const older = await unpaidOctoberInvoice(t.db, a.id);
  await t.db
    .updateTable('invoices')
    .set({ due_date: '2026-11-01' })
    .where('payment_id', '=', older)
    .execute();
  const newer = await unpaidOctoberInvoice(t.db, b.id);
  const notDue = await unpaidOctoberInvoice(t.db, c.id);
  await t.db
    .updateTable('invoices')
    .set({ due_date: '2026-12-15', billing_month: 11 })
    .where('payment_id', '=', notDue)
    .execute();
  await markPaid(await unpaidOctoberInvoice(t.db, c.id));

  now = daysAfterDue(10);
  const first = (await get(t, '/api/admin/overdue?limit=1', admin)).json() as Desk;
  expect(first.items).toEqual([
    expect.objectContaining({ payment_id: older, sp_id: a.id, days_overdue: 24, on_hold: true }),
  ]);
  expect(first.totals).toEqual({
    overdue_count: 2,
    unpaid_minor: 30_000,
    overdue_minor: 20_000,
    providers_on_hold: 1,
  });
  const second = (
    await get(t, `/api/admin/overdue?limit=1&cursor=${first.nextCursor}`, admin)
  ).json() as Desk;
  expect(second.items).toEqual([
    expect.objectContaining({
      payment_id: newer,
      days_overdue: 10,
      on_hold: false,
      status: 'Pending',
    }),
  ]);
  expect(second.nextCursor).toBeNull();

  const csv = await get(t, '/api/admin/overdue.csv', admin);
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body.trim().split('\r\n');
  expect(lines[0]).toBe(
    'payment_id,provider_id,provider_name,billing_month,amount_due_minor,due_date,days_overdue,status,on_hold',
  );
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([String(older), String(newer)]);
  expect(lines[1]).toContain(',2026-10,10000,2026-11-01,24,Pending,yes');

  for (const token of [a.token, (await newClient(t)).token]) {
    expect((await get(t, '/api/admin/overdue', token)).statusCode).toBe(403);
    expect((await get(t, '/api/admin/overdue.csv', token)).statusCode).toBe(403);
  }
  expect((await get(t, '/api/admin/overdue')).statusCode).toBe(401);
  expect((await get(t, '/api/admin/overdue?cursor=nonsense', admin)).statusCode).toBe(400);
});
