import { z } from 'zod';
import { cursorPage, cursorQuery } from './common';

/** The overdue desk (decision 0069): `GET /api/admin/overdue`, a page at a time. */
export const overdueQuery = cursorQuery;
export type OverdueQuery = z.output<typeof overdueQuery>;

/** One unpaid invoice whose due day has ended. */
export const overdueInvoice = z.object({
  payment_id: z.number().int(),
  sp_id: z.number().int(),
  /** The provider's name as the directory shows it. */
  provider_name: z.string(),
  billing_year: z.number().int(),
  billing_month: z.number().int(),
  amount_due_minor: z.number().int(),
  /** YYYY-MM-DD. */
  due_date: z.string(),
  /** Whole UTC days since the due day: 1 the day after it. */
  days_overdue: z.number().int(),
  /** 'uploaded': a proof waits for the admin (still unpaid). */
  status: z.enum(['Pending', 'uploaded']),
  /** More than LEAD_HOLD_DAYS_OVERDUE days overdue: its provider gets no new leads. */
  on_hold: z.boolean(),
});
export type OverdueInvoice = z.infer<typeof overdueInvoice>;

/** Every unpaid invoice counted, not one page: how many are overdue and what is owed. */
export const overdueTotals = z.object({
  overdue_count: z.number().int(),
  /** What every unpaid invoice asks for, due yet or not. */
  unpaid_minor: z.number().int(),
  /** What the overdue ones ask for. */
  overdue_minor: z.number().int(),
  /** Providers on lead hold now. */
  providers_on_hold: z.number().int(),
});

/** Most overdue first; `totals` on every page. */
export const overduePage = cursorPage(overdueInvoice).extend({
  totals: overdueTotals,
  holdDays: z.number().int(),
});
export type OverduePage = z.infer<typeof overduePage>;
