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

describe('invoice lines', () => {
  it('writes one line per order with the invoice; the lines add up to its totals', async () => {
    nextYear();
    const sp = await newProvider(w.t);
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
    const sp = await newProvider(w.t);
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
    const sp = await newProvider(w.t);
    const ids: number[] = [];
    for (let day = 0; day < 75; day++) {
      const when = new Date(Date.UTC(w.year, 1, 1 + (day % 28), 8, day));
      ids.push(await completed(sp, 10000 + day, when.toISOString()));
    }
    await runAt(at('03-02T09:00:00Z'));
    const [invoice] = await invoicesOf(sp);
    expect(await linesOf(invoice?.payment_id ?? 0)).toHaveLength(75);

    const res = await get(w.t, `/api/sp/invoice/pdf/${invoice?.payment_id}`, sp.token);
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
