import { describe, expect, it } from 'vitest';
import { get } from '../../test/factories';
import { invoiceWorld } from '../../test/invoice-world';
import { newProvider } from '../../test/marketplace';
import { pdfPages } from '../../test/pdf-text';

const w = invoiceWorld();
const {
  at,
  completed,
  details,
  expectTotalsAreSumsOfLines,
  invoicesOf,
  linesOf,
  nextYear,
  runAt,
  setOrder,
} = w;

describe('adjustments', () => {
  it('carries a changed price and a cancellation to the next invoice, never re-billing the month', async () => {
    nextYear();
    const sp = await newProvider(w.t);
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
          await get(w.t, `/api/sp/invoice/pdf/${marchInvoice?.payment_id}`, sp.token)
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
    const sp = await newProvider(w.t);
    const id = await completed(sp, 100000, at('02-10T10:00:00Z'));
    await runAt(at('03-02T09:00:00Z'));
    await setOrder(id, { status: 'disputed' });
    await setOrder(id, { status: 'cancelled' });
    await runAt(at('04-01T00:11:00Z'));
    const [, credit] = await invoicesOf(sp);
    expect(credit).toMatchObject({
      billing_year: w.year,
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
    const list = (await get(w.t, `/api/sp/invoices/${sp.id}`, sp.token)).json();
    expect(list[0]).toMatchObject({ billing_month: 3, amount_due: -100, status: 'Paid' });
  });

  it('skips a disputed order until it is resolved, then bills it on the next invoice', async () => {
    nextYear();
    const sp = await newProvider(w.t);
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
    const sp = await newProvider(w.t);
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
    const sp = await newProvider(w.t);
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
    const sp = await newProvider(w.t);
    const id = await completed(sp, 20000, at('02-20T10:00:00Z'));
    await setOrder(id, { status: 'disputed', at: at('02-22T10:00:00Z') });
    await setOrder(id, { status: 'completed', price_minor: 18000 });
    await runAt(at('03-02T09:00:00Z'));
    const [february] = await invoicesOf(sp);
    expect(february).toMatchObject({ billing_month: 2, amount_due_minor: 1800 });
  });
});
