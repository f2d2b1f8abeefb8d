import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetails } from '#contracts/billing';
import type { RequestStatus } from '../../db/schema';
import { outboxWithoutChannels } from '../../test/event-outbox';
import { get } from '../../test/factories';
import { LAHORE, LEAK_REPAIR, newClient, newProvider, type User } from '../../test/marketplace';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProvidersService } from '../providers/providers.service';
import { createBillingService } from './billing.service';

let now = new Date('2026-03-02T09:00:00Z');
const clock = () => now;
// Each test bills months of a year of its own, later than the last test's: time only moves on.
let year = 2026;
let Y = year;
const nextYear = () => {
  Y = year++;
  return Y;
};
/** A time in the current test's year: `at('02-10T10:00:00Z')`. */
const at = (rest: string) => `${Y}-${rest}`;
let t: TestApp;
let client: User;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  client = await newClient(t);
});
afterAll(() => t.close());

/** A completed order of `sp`, written straight into the table (minor units). */
async function completed(sp: User, priceMinor: number, when: string) {
  const at = new Date(when);
  const row = await t.db
    .insertInto('service_requests')
    .values({
      client_id: client.id,
      service_id: LEAK_REPAIR,
      city_id: LAHORE,
      description: 'The kitchen tap drips all night',
      address: '5 Canal View',
      status: 'completed',
      sp_id: sp.id,
      price_minor: priceMinor,
      request_date: at,
      accepted_at: at,
      completed_date: at,
    })
    .returning('request_id')
    .executeTakeFirstOrThrow();
  return row.request_id;
}

/** What a dispute (or its resolution) does to an order, done directly as the test's setup. */
async function setOrder(
  requestId: number,
  change: { status: RequestStatus; price_minor?: number; at?: string },
) {
  const at = change.at ? new Date(change.at) : now;
  await t.db
    .updateTable('service_requests')
    .set({
      status: change.status,
      ...(change.price_minor === undefined ? {} : { price_minor: change.price_minor }),
      ...(change.status === 'disputed' ? { disputed_at: at } : {}),
      ...(change.status === 'cancelled' ? { cancelled_at: at } : {}),
    })
    .where('request_id', '=', requestId)
    .execute();
}

/** The invoice run at `when` (the hourly job calls the same service function). */
async function runAt(when: string) {
  now = new Date(when);
  await createBillingService({
    db: t.db,
    files: undefined as never,
    audit: undefined as never, // the invoice run writes no admin action
    events: outboxWithoutChannels(t.db),
    providers: createProvidersService(t.db),
    clock,
    currency: 'PKR',
    log: t.app.log,
    pdfs: undefined as never, // renders no PDF
  }).generate();
}

const invoicesOf = (sp: User) =>
  t.db
    .selectFrom('invoices')
    .selectAll()
    .where('sp_id', '=', sp.id)
    .orderBy('billing_year')
    .orderBy('billing_month')
    .execute();

const linesOf = (paymentId: number) =>
  t.db
    .selectFrom('invoice_lines')
    .select(['request_id', 'kind', 'price_minor', 'earnings_minor', 'fee_minor'])
    .where('payment_id', '=', paymentId)
    .orderBy('line_id')
    .execute();

async function details(sp: User, paymentId: number) {
  const res = await get(t, `/api/sp/invoiceDetails/${paymentId}`, sp.token);
  expect(res.statusCode).toBe(200);
  return res.json() as InvoiceDetails;
}

/** Every invoice's totals are the sums of its lines. */
async function expectTotalsAreSumsOfLines() {
  const mismatched = await sql<{ payment_id: number }>`
    select i.payment_id from invoices i
    left join invoice_lines l on l.payment_id = i.payment_id
    group by i.payment_id
    having i.total_earnings_minor <> coalesce(sum(l.earnings_minor), 0)
        or i.amount_due_minor <> coalesce(sum(l.fee_minor), 0)`.execute(t.db);
  expect(mismatched.rows).toEqual([]);
}

describe('invoice lines', () => {
  it('writes one line per order with the invoice; the lines add up to its totals', async () => {
    nextYear();
    const sp = await newProvider(t);
    const first = await completed(sp, 1005, at('02-03T10:00:00Z'));
    const second = await completed(sp, 1005, at('02-04T10:00:00Z'));
    await completed(sp, 5000, at('03-01T10:00:00Z')); // this month: not billed yet
    await runAt(at('03-02T09:00:00Z'));

    const [invoice, ...more] = await invoicesOf(sp);
    expect(more).toEqual([]);
    // What one fee on the month's sum always charged: 10% of Rs 20.10, Rs 2.01.
    expect(invoice).toMatchObject({
      billing_month: 2,
      total_earnings_minor: 2010,
      amount_due_minor: 201,
    });
    expect(await linesOf(invoice?.payment_id ?? 0)).toEqual([
      { request_id: first, kind: 'order', price_minor: 1005, earnings_minor: 1005, fee_minor: 101 },
      {
        request_id: second,
        kind: 'order',
        price_minor: 1005,
        earnings_minor: 1005,
        fee_minor: 100,
      },
    ]);
    const shown = await details(sp, invoice?.payment_id ?? 0);
    expect(shown.orders).toEqual([
      expect.objectContaining({ request_id: first, kind: 'order', price: 10.05, fee: 1.01 }),
      expect.objectContaining({ request_id: second, kind: 'order', price: 10.05, fee: 1 }),
    ]);
    await expectTotalsAreSumsOfLines();
  });

  it('keeps showing what was billed after the order changes', async () => {
    nextYear();
    const sp = await newProvider(t);
    const id = await completed(sp, 100000, at('02-10T10:00:00Z'));
    await runAt(at('03-02T09:00:00Z'));
    const [invoice] = await invoicesOf(sp);
    await setOrder(id, { status: 'completed', price_minor: 80000 });
    const shown = await details(sp, invoice?.payment_id ?? 0);
    expect(shown.orders.map((o) => o.price)).toEqual([1000]);
    expect(shown.amount_due).toBe(100);
  });

  it('prints every line of a 75-order invoice over two pages, headers on each, totals last', async () => {
    nextYear();
    const sp = await newProvider(t);
    const ids: number[] = [];
    for (let day = 0; day < 75; day++) {
      const when = new Date(Date.UTC(Y, 1, 1 + (day % 28), 8, day));
      ids.push(await completed(sp, 10000 + day, when.toISOString()));
    }
    await runAt(at('03-02T09:00:00Z'));
    const [invoice] = await invoicesOf(sp);
    expect(await linesOf(invoice?.payment_id ?? 0)).toHaveLength(75);

    const res = await get(t, `/api/sp/invoice/pdf/${invoice?.payment_id}`, sp.token);
    expect(res.statusCode).toBe(200);
    const pages = (await pdfPages(res.rawPayload)).map((page) => page.cells);
    expect(pages).toHaveLength(2);
    const printed = pages.flat();
    for (const id of ids) expect(printed.filter((s) => s === `#${id}`)).toHaveLength(1);
    for (const [i, page] of pages.entries()) {
      expect(page).toEqual(expect.arrayContaining(['Order', 'Service', 'Client', 'Amount', 'Fee']));
      expect(page).toContain(`Page ${i + 1} of 2`);
    }
    expect(pages[0]).toContain(`Invoice #${invoice?.payment_id}`);
    expect(pages[0]).not.toContain('Amount due');
    expect(pages[1]).toEqual(
      expect.arrayContaining(['Subtotal', 'Amount due', 'Rs 7,527.75', 'Rs 752.78']),
    );
    expect(invoice?.total_earnings_minor).toBe(75 * 10000 + (74 * 75) / 2);
    expect(invoice?.amount_due_minor).toBe(75278);
  });
});

describe('adjustments', () => {
  it('carries a changed price and a cancellation to the next invoice, never re-billing the month', async () => {
    nextYear();
    const sp = await newProvider(t);
    const repriced = await completed(sp, 100000, at('02-10T10:00:00Z'));
    const cancelled = await completed(sp, 50000, at('02-11T10:00:00Z'));
    await runAt(at('03-02T09:00:00Z'));
    const [february] = await invoicesOf(sp);
    expect(february).toMatchObject({ total_earnings_minor: 150000, amount_due_minor: 15000 });

    // A dispute settled at Rs 1,250; another order cancelled by its dispute.
    await setOrder(repriced, { status: 'disputed' });
    await setOrder(repriced, { status: 'completed', price_minor: 125000 });
    await setOrder(cancelled, { status: 'disputed' });
    await setOrder(cancelled, { status: 'cancelled' });
    const march = await completed(sp, 30000, at('03-05T10:00:00Z'));
    await runAt(at('03-02T10:00:00Z')); // the same month: February is billed already
    expect(await invoicesOf(sp)).toHaveLength(1);

    await runAt(at('04-01T00:11:00Z'));
    const [februaryAgain, marchInvoice, ...more] = await invoicesOf(sp);
    expect(more).toEqual([]);
    expect(februaryAgain).toEqual(february);
    expect(await linesOf(february?.payment_id ?? 0)).toHaveLength(2);
    expect(marchInvoice).toMatchObject({ billing_month: 3, status: 'Pending' });
    expect(await linesOf(marchInvoice?.payment_id ?? 0)).toEqual([
      {
        request_id: march,
        kind: 'order',
        price_minor: 30000,
        earnings_minor: 30000,
        fee_minor: 3000,
      },
      {
        request_id: repriced,
        kind: 'adjustment',
        price_minor: 125000,
        earnings_minor: 25000,
        fee_minor: 2500,
      },
      {
        request_id: cancelled,
        kind: 'adjustment',
        price_minor: 0,
        earnings_minor: -50000,
        fee_minor: -5000,
      },
    ]);
    expect(marchInvoice).toMatchObject({ total_earnings_minor: 5000, amount_due_minor: 500 });
    await expectTotalsAreSumsOfLines();

    const shown = await details(sp, marchInvoice?.payment_id ?? 0);
    expect(shown.orders.map((l) => [l.kind, l.price, l.amount, l.fee])).toEqual([
      ['order', 300, 300, 30],
      ['adjustment', 1250, 250, 25],
      ['adjustment', 0, -500, -50],
    ]);
    const pdf = (
      await pdfPages(
        (
          await get(t, `/api/sp/invoice/pdf/${marchInvoice?.payment_id}`, sp.token)
        ).rawPayload,
      )
    ).flatMap((page) => page.cells);
    expect(pdf).toContain('Adjustment: price now Rs 1,250.00 (billed before at Rs 1,000.00)');
    expect(pdf).toContain('Adjustment: order cancelled (billed before at Rs 500.00)');

    // Settled: nothing more is due for these orders, in April or ever.
    await runAt(at('05-01T00:11:00Z'));
    expect(await invoicesOf(sp)).toHaveLength(2);
  });

  it('makes an invoice of a credit alone when the next month has no orders, settled at once', async () => {
    nextYear();
    const sp = await newProvider(t);
    const id = await completed(sp, 100000, at('02-10T10:00:00Z'));
    await runAt(at('03-02T09:00:00Z'));
    await setOrder(id, { status: 'disputed' });
    await setOrder(id, { status: 'cancelled' });
    await runAt(at('04-01T00:11:00Z'));
    const [, credit] = await invoicesOf(sp);
    expect(credit).toMatchObject({
      billing_year: Y,
      billing_month: 3,
      total_earnings_minor: -100000,
      amount_due_minor: -10000,
      status: 'Paid',
    });
    expect(await linesOf(credit?.payment_id ?? 0)).toEqual([
      {
        request_id: id,
        kind: 'adjustment',
        price_minor: 0,
        earnings_minor: -100000,
        fee_minor: -10000,
      },
    ]);
    const list = (await get(t, `/api/sp/invoices/${sp.id}`, sp.token)).json();
    expect(list[0]).toMatchObject({ billing_month: 3, amount_due: -100, status: 'Paid' });
  });

  it('skips a disputed order until it is resolved, then bills it on the next invoice', async () => {
    nextYear();
    const sp = await newProvider(t);
    const held = await completed(sp, 40000, at('02-20T10:00:00Z'));
    const billed = await completed(sp, 60000, at('02-21T10:00:00Z'));
    await setOrder(held, { status: 'disputed', at: at('02-25T10:00:00Z') });
    await runAt(at('03-02T09:00:00Z'));
    const [february] = await invoicesOf(sp);
    expect((await linesOf(february?.payment_id ?? 0)).map((l) => l.request_id)).toEqual([billed]);

    // The billed one is disputed too, over the next month end: nothing is adjusted meanwhile.
    await setOrder(billed, { status: 'disputed' });
    await runAt(at('04-01T00:11:00Z'));
    expect(await invoicesOf(sp)).toHaveLength(1);

    // Both settled in April: the held order at a new price, keeping its February date.
    await setOrder(held, { status: 'completed', price_minor: 35000 });
    await setOrder(billed, { status: 'completed', price_minor: 50000 });
    await runAt(at('05-01T00:11:00Z'));
    const [, april, ...more] = await invoicesOf(sp);
    expect(more).toEqual([]);
    expect(april?.billing_month).toBe(4);
    expect(await linesOf(april?.payment_id ?? 0)).toEqual([
      {
        request_id: held,
        kind: 'order',
        price_minor: 35000,
        earnings_minor: 35000,
        fee_minor: 3500,
      },
      {
        request_id: billed,
        kind: 'adjustment',
        price_minor: 50000,
        earnings_minor: -10000,
        fee_minor: -1000,
      },
    ]);
    expect(april).toMatchObject({ total_earnings_minor: 25000, amount_due_minor: 2500 });
    await expectTotalsAreSumsOfLines();
  });

  it('makes no invoice for a month already billed: a late order goes on the next one', async () => {
    nextYear();
    const sp = await newProvider(t);
    const held = await completed(sp, 40000, at('02-20T10:00:00Z'));
    await setOrder(held, { status: 'disputed', at: at('02-25T10:00:00Z') });
    await runAt(at('03-02T09:00:00Z'));
    await setOrder(held, { status: 'completed' });
    // Runs later in March have nothing to do: February was billed, March has not ended.
    await runAt(at('03-20T09:00:00Z'));
    expect(await invoicesOf(sp)).toEqual([]);
    await runAt(at('04-01T00:11:00Z'));
    const [march, ...more] = await invoicesOf(sp);
    expect(more).toEqual([]);
    expect(march).toMatchObject({ billing_month: 3, due_date: at('04-15') });
    expect(await linesOf(march?.payment_id ?? 0)).toEqual([
      {
        request_id: held,
        kind: 'order',
        price_minor: 40000,
        earnings_minor: 40000,
        fee_minor: 4000,
      },
    ]);
  });

  it('counts a month a catch-up run covered as billed: a late order of it goes on the next one', async () => {
    nextYear();
    const sp = await newProvider(t);
    const held = await completed(sp, 30000, at('01-20T10:00:00Z'));
    await setOrder(held, { status: 'disputed', at: at('01-25T10:00:00Z') });
    // The server was down through February: the first run, in March, covers January too.
    await runAt(at('03-02T09:00:00Z'));
    expect(await invoicesOf(sp)).toEqual([]);
    await setOrder(held, { status: 'completed' });
    await runAt(at('04-01T00:11:00Z'));
    const invoices = await invoicesOf(sp);
    expect(invoices.map((i) => i.billing_month)).toEqual([3]);
    expect(await linesOf(invoices[0]?.payment_id ?? 0)).toEqual([
      {
        request_id: held,
        kind: 'order',
        price_minor: 30000,
        earnings_minor: 30000,
        fee_minor: 3000,
      },
    ]);
  });

  it('bills an order disputed and resolved before its month was invoiced in that month', async () => {
    nextYear();
    const sp = await newProvider(t);
    const id = await completed(sp, 20000, at('02-20T10:00:00Z'));
    await setOrder(id, { status: 'disputed', at: at('02-22T10:00:00Z') });
    await setOrder(id, { status: 'completed', price_minor: 18000 });
    await runAt(at('03-02T09:00:00Z'));
    const [february] = await invoicesOf(sp);
    expect(february).toMatchObject({ billing_month: 2, amount_due_minor: 1800 });
  });
});
