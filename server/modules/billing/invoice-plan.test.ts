import { describe, expect, it } from 'vitest';
import {
  type ChangedOrder,
  feeOf,
  monthIndexOf,
  planInvoices,
  shareFees,
  type UnbilledOrder,
} from './invoice-plan';

const order = (id: number, price: number, when: string): UnbilledOrder => ({
  request_id: id,
  service_name: 'Leak Repair',
  client_name: 'Ayesha Khan',
  address: '5 Canal View',
  completed_date: new Date(when),
  price_minor: price,
});

const changed = (id: number, billable: number, earnings: number, fee: number): ChangedOrder => ({
  request_id: id,
  service_name: 'Leak Repair',
  client_name: 'Ayesha Khan',
  address: '5 Canal View',
  completed_date: new Date('2026-04-10T10:00:00Z'),
  billable_minor: billable,
  billed_earnings_minor: earnings,
  billed_fee_minor: fee,
});

const MAY = monthIndexOf(2026, 5);
const APRIL = monthIndexOf(2026, 4);
const MARCH = monthIndexOf(2026, 3);

describe('fees', () => {
  it('rounds the fee half up to the minor unit', () => {
    expect(feeOf(1005)).toBe(101);
    expect(feeOf(1004)).toBe(100);
    expect(feeOf(0)).toBe(0);
  });

  it('shares an invoice fee out so the lines add up to the fee of the sum', () => {
    const prices = [1005, 1005, 1005, 20050, 7];
    const fees = shareFees(prices);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(fees)).toBe(feeOf(sum(prices)));
    expect(fees).toEqual([101, 100, 101, 2005, 0]);
    prices.forEach((price, i) => {
      expect(Math.abs((fees[i] ?? 0) - (price * 10) / 100)).toBeLessThan(1);
    });
  });
});

describe('planInvoices', () => {
  it('bills each month never billed on its own invoice, oldest first, due on the 15th after', () => {
    const plan = planInvoices({
      state: {
        latestInvoiced: null,
        unbilled: [
          order(2, 20000, '2026-04-01T00:00:00Z'),
          order(1, 10000, '2026-03-31T23:59:59Z'),
          order(3, 30050, '2026-04-30T23:59:59Z'),
        ],
        changed: [],
      },
      billedMonth: MAY,
      wasBilled: () => false,
    });
    expect(
      plan.map((i) => [
        i.billing_year,
        i.billing_month,
        i.due_date,
        i.total_earnings_minor,
        i.amount_due_minor,
        i.lines.map((l) => l.request_id),
      ]),
    ).toEqual([
      [2026, 3, '2026-04-15', 10000, 1000, [1]],
      [2026, 4, '2026-05-15', 50050, 5005, [2, 3]],
    ]);
  });

  it('puts an order of a month already billed on the billed month, never making it an invoice', () => {
    const state = {
      latestInvoiced: null,
      unbilled: [order(1, 1000, '2026-03-10T00:00:00Z'), order(2, 2000, '2026-04-10T00:00:00Z')],
      changed: [],
    };
    // The run billed March (this provider had nothing then); April is a month it missed.
    const plan = planInvoices({ state, billedMonth: MAY, wasBilled: (m) => m === MARCH });
    expect(plan.map((i) => [i.billing_month, i.lines.map((l) => l.request_id)])).toEqual([
      [4, [2]],
      [5, [1]],
    ]);
    // This provider has an April invoice: nothing goes on a month before it.
    const after = planInvoices({
      state: { ...state, latestInvoiced: APRIL },
      billedMonth: MAY,
      wasBilled: () => false,
    });
    expect(after.map((i) => [i.billing_month, i.lines.map((l) => l.request_id)])).toEqual([
      [5, [1, 2]],
    ]);
  });

  it('carries adjustments on the billed month, alone if need be, with their signs', () => {
    const plan = planInvoices({
      state: {
        latestInvoiced: APRIL,
        unbilled: [],
        // Re-priced from 1000 (fee 100) to 1250; cancelled after billing 500 (fee 50).
        changed: [changed(7, 125000, 100000, 10000), changed(8, 0, 50000, 5000)],
      },
      billedMonth: MAY,
      wasBilled: (m) => m <= APRIL,
    });
    expect(plan).toHaveLength(1);
    expect(plan[0]?.billing_month).toBe(5);
    expect(
      plan[0]?.lines.map((l) => [l.kind, l.price_minor, l.earnings_minor, l.fee_minor]),
    ).toEqual([
      ['adjustment', 125000, 25000, 2500],
      ['adjustment', 0, -50000, -5000],
    ]);
    expect(plan[0]?.total_earnings_minor).toBe(-25000);
    expect(plan[0]?.amount_due_minor).toBe(-2500);
  });

  it('makes nothing when the billed month already has the provider invoiced', () => {
    const plan = planInvoices({
      state: {
        latestInvoiced: MAY,
        unbilled: [order(1, 1000, '2026-05-10T00:00:00Z')],
        changed: [changed(7, 0, 1000, 100)],
      },
      billedMonth: MAY,
      wasBilled: () => true,
    });
    expect(plan).toEqual([]);
  });
});
