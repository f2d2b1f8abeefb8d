import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The lead hold (decision 0069): a provider with an unpaid invoice (not marked Paid by the
 * admin, a proof waiting or not) more than this many days past its due date gets no new leads
 * (no new-request alerts, no new requests in its feed, no direct requests) and shows no badge,
 * until the admin marks the invoice paid. Nothing is stored: the rule is read from the invoices,
 * so paying lifts it at once.
 */
export const LEAD_HOLD_DAYS_OVERDUE = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of a moment, YYYY-MM-DD (invoices fall due on UTC days). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Whole days an invoice due on `dueDay` (YYYY-MM-DD) is overdue on the UTC day of `now`:
 * 0 on its due day, 1 the day after; negative before it.
 */
export function daysOverdue(dueDay: string, now: Date): number {
  const due = Date.parse(`${dueDay}T00:00:00Z`);
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Math.round((today - due) / DAY_MS);
}

/**
 * The last due day that puts an unpaid invoice's provider on hold at `now`: an invoice due on
 * it is LEAD_HOLD_DAYS_OVERDUE + 1 days overdue.
 */
export function holdDueDayAt(now: Date): string {
  return utcDay(new Date(now.getTime() - (LEAD_HOLD_DAYS_OVERDUE + 1) * DAY_MS));
}

/** SQL: the unpaid invoices `i` that hold their provider at `now`. */
export const holdsLeads = (now: Date) =>
  sql<boolean>`(i.status <> 'Paid' and i.amount_due_minor > 0 and i.due_date <= ${holdDueDayAt(now)})`;

/**
 * Which providers are on lead hold at `now`, in one query: of `providerIds` when given (an
 * empty list asks nothing), else of every provider.
 */
export async function providersOnLeadHold(
  db: Db,
  now: Date,
  providerIds?: readonly number[],
): Promise<Set<number>> {
  if (providerIds !== undefined && providerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('invoices as i')
    .select('i.sp_id')
    .distinct()
    .where(holdsLeads(now))
    .$if(providerIds !== undefined, (q) => q.where('i.sp_id', 'in', providerIds ?? []))
    .execute();
  return new Set(rows.map((r) => r.sp_id));
}

/** Whether one provider is on lead hold at `now`. */
export async function isOnLeadHold(db: Db, now: Date, spId: number): Promise<boolean> {
  return (await providersOnLeadHold(db, now, [spId])).has(spId);
}
