import type { Kysely } from 'kysely';
import type { OverduePage, OverdueQuery } from '#contracts/overdue';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { csvLine } from '../audit-log/csv-cells';
import { LEAD_HOLD_DAYS_OVERDUE } from './lead-hold';
import * as repo from './overdue.repo';

const CSV_HEADER = [
  'payment_id',
  'provider_id',
  'provider_name',
  'billing_month',
  'amount_due_minor',
  'due_date',
  'days_overdue',
  'status',
  'on_hold',
];
const CSV_PAGE = 500;

type Row = Awaited<ReturnType<typeof repo.overdueInvoices>>[number];
const keyOf = (r: Row): [string, number] => [r.due_date, r.payment_id];

/** The admin's overdue desk (decision 0069): unpaid invoices past due, totals, a CSV. */
export function createOverdueDesk(db: Kysely<Database>, clock: Clock) {
  return {
    async list(query: OverdueQuery): Promise<OverduePage> {
      const now = clock();
      const after = decodeCursor(query.cursor, ['string', 'number'] as const);
      const [rows, totals] = await Promise.all([
        repo.overdueInvoices(db, now, after, query.limit + 1),
        repo.overdueTotals(db, now),
      ]);
      const page = pageOf(rows, query.limit, keyOf, (r) => r);
      return { ...page, totals, holdDays: LEAD_HOLD_DAYS_OVERDUE };
    },

    /** Every overdue invoice, most overdue first, as CSV (months as YYYY-MM). */
    async csv(): Promise<string> {
      const now = clock();
      let out = csvLine(CSV_HEADER);
      let after: [string, number] | undefined;
      for (;;) {
        const rows = await repo.overdueInvoices(db, now, after, CSV_PAGE);
        for (const r of rows) {
          out += csvLine([
            r.payment_id,
            r.sp_id,
            r.provider_name,
            `${r.billing_year}-${String(r.billing_month).padStart(2, '0')}`,
            r.amount_due_minor,
            r.due_date,
            r.days_overdue,
            r.status,
            r.on_hold ? 'yes' : 'no',
          ]);
        }
        const last = rows.at(-1);
        if (rows.length < CSV_PAGE || !last) return out;
        after = keyOf(last);
      }
    },
  };
}

export type OverdueDesk = ReturnType<typeof createOverdueDesk>;
