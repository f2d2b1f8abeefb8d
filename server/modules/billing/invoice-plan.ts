import { DUE_DAY, PLATFORM_FEE_PERCENT } from '#contracts/billing';
import type { InvoiceLineKind } from '../../db/schema';

/**
 * What one invoice run bills for one provider (decision 0025), decided without the database:
 * the repo reads the provider's state, `planInvoices` answers the invoices and lines to write.
 */

/** A month as one number, `year * 12 + (month - 1)`, so months compare and step by one. */
export type MonthIndex = number;
export const monthIndexOf = (year: number, month: number): MonthIndex => year * 12 + month - 1;
export const monthIndexAt = (at: Date): MonthIndex =>
  monthIndexOf(at.getUTCFullYear(), at.getUTCMonth() + 1);
export const yearMonthOf = (index: MonthIndex) => ({
  year: Math.floor(index / 12),
  month: (index % 12) + 1,
});

/** The platform fee on an amount in minor units, rounded half up to the minor unit. */
export function feeOf(amountMinor: number): number {
  return Math.floor((amountMinor * PLATFORM_FEE_PERCENT + 50) / 100);
}

/**
 * The fee of each price, shared out so that the fees add up to the fee of the sum (what an
 * invoice has always charged): each is the fee of the running total minus the fee of the
 * running total before it, so each is within one minor unit of its own exact share.
 */
export function shareFees(pricesMinor: number[]): number[] {
  let total = 0;
  return pricesMinor.map((price) => {
    const before = feeOf(total);
    total += price;
    return feeOf(total) - before;
  });
}

/** A completed order that no 'order' line bills yet. */
export type UnbilledOrder = {
  request_id: number;
  service_name: string;
  client_name: string;
  address: string;
  completed_date: Date;
  price_minor: number;
};

/** A billed order whose billable amount is no longer what its lines billed. */
export type ChangedOrder = {
  request_id: number;
  service_name: string;
  client_name: string;
  address: string;
  completed_date: Date | null;
  /** Its price if completed, 0 if cancelled. */
  billable_minor: number;
  /** Sums of its lines so far. */
  billed_earnings_minor: number;
  billed_fee_minor: number;
};

export type ProviderBillingState = {
  /** The latest month this provider has an invoice for, or null. */
  latestInvoiced: MonthIndex | null;
  unbilled: UnbilledOrder[];
  changed: ChangedOrder[];
};

export type PlannedLine = {
  request_id: number;
  kind: InvoiceLineKind;
  service_name: string;
  client_name: string;
  address: string;
  completed_date: Date | null;
  price_minor: number;
  earnings_minor: number;
  fee_minor: number;
};

export type PlannedInvoice = {
  billing_year: number;
  billing_month: number;
  /** `YYYY-MM-DD`: DUE_DAY of the month after the billed one. */
  due_date: string;
  total_earnings_minor: number;
  amount_due_minor: number;
  lines: PlannedLine[];
};

type Plan = {
  state: ProviderBillingState;
  /** The last finished month: the one this run bills. */
  billedMonth: MonthIndex;
  /** Whether the invoice run has billed that month before (for every provider). */
  wasBilled: (month: MonthIndex) => boolean;
};

const byDateThenId = (a: UnbilledOrder, b: UnbilledOrder) =>
  a.completed_date.getTime() - b.completed_date.getTime() || a.request_id - b.request_id;

/**
 * The invoices to create for one provider, oldest month first:
 * - nothing when the provider already has an invoice for `billedMonth` (what is due waits for
 *   the next one);
 * - an unbilled order goes on the invoice of its completion month while the run has not billed
 *   that month yet (this run, or one catching up after downtime); it is late (its dispute was
 *   resolved, or it committed, after its month was billed) and goes on `billedMonth`'s invoice
 *   otherwise: no invoice is made for a month already billed;
 * - every changed order gets an adjustment line on `billedMonth`'s invoice: the change of its
 *   billable amount, and its new fee minus the fees already billed for it;
 * - `billedMonth` gets an invoice when it has anything to carry, even adjustments only.
 */
export function planInvoices({ state, billedMonth, wasBilled }: Plan): PlannedInvoice[] {
  const latest = state.latestInvoiced;
  if (latest !== null && latest >= billedMonth) return [];
  const ordersByMonth = new Map<MonthIndex, UnbilledOrder[]>();
  for (const order of state.unbilled) {
    const own = monthIndexAt(order.completed_date);
    const late = own < billedMonth && (wasBilled(own) || (latest !== null && own <= latest));
    const month = late ? billedMonth : own;
    ordersByMonth.set(month, [...(ordersByMonth.get(month) ?? []), order]);
  }
  const adjustments = state.changed.map(adjustmentLine);
  const months = [...ordersByMonth.keys()];
  if (adjustments.length > 0 && !ordersByMonth.has(billedMonth)) months.push(billedMonth);

  return months
    .sort((a, b) => a - b)
    .map((month) => {
      const orders = [...(ordersByMonth.get(month) ?? [])].sort(byDateThenId);
      const fees = shareFees(orders.map((o) => o.price_minor));
      const lines: PlannedLine[] = [
        ...orders.map((o, i) => ({
          request_id: o.request_id,
          kind: 'order' as const,
          service_name: o.service_name,
          client_name: o.client_name,
          address: o.address,
          completed_date: o.completed_date,
          price_minor: o.price_minor,
          earnings_minor: o.price_minor,
          fee_minor: fees[i] ?? 0,
        })),
        ...(month === billedMonth ? adjustments : []),
      ];
      const { year, month: m } = yearMonthOf(month);
      return {
        billing_year: year,
        billing_month: m,
        due_date: dueDateOf(month),
        total_earnings_minor: lines.reduce((sum, l) => sum + l.earnings_minor, 0),
        amount_due_minor: lines.reduce((sum, l) => sum + l.fee_minor, 0),
        lines,
      };
    });
}

function adjustmentLine(order: ChangedOrder): PlannedLine {
  return {
    request_id: order.request_id,
    kind: 'adjustment',
    service_name: order.service_name,
    client_name: order.client_name,
    address: order.address,
    completed_date: order.completed_date,
    price_minor: order.billable_minor,
    earnings_minor: order.billable_minor - order.billed_earnings_minor,
    fee_minor: feeOf(order.billable_minor) - order.billed_fee_minor,
  };
}

function dueDateOf(month: MonthIndex): string {
  const { year, month: m } = yearMonthOf(month + 1);
  return `${year}-${String(m).padStart(2, '0')}-${String(DUE_DAY).padStart(2, '0')}`;
}
