import { type Kysely, sql, type Transaction } from 'kysely';
import { providerName } from '../../db/names';
import type { Database } from '../../db/schema';
import type { ReminderStep } from '../../db/schema-overdue';
import { holdsLeads, utcDay } from './lead-hold';

type Db = Kysely<Database> | Transaction<Database>;

/** An unpaid invoice that asks for something (a proof waiting is not a payment). */
const unpaid = sql<boolean>`(i.status <> 'Paid' and i.amount_due_minor > 0)`;
/** ...and whose due day has ended by `today`. */
const overdueBy = (today: string) => sql<boolean>`(${unpaid} and i.due_date < ${today})`;

/**
 * A page of the overdue desk at `now`: unpaid invoices past their due day, most overdue first
 * (earliest due day, then the invoice), after the cursor's (due day, invoice).
 */
export function overdueInvoices(
  db: Db,
  now: Date,
  after: readonly [string, number] | undefined,
  limit: number,
) {
  const today = utcDay(now);
  return db
    .selectFrom('invoices as i')
    .innerJoin('service_providers as p', 'p.sp_id', 'i.sp_id')
    .select([
      'i.payment_id',
      'i.sp_id',
      providerName('p').as('provider_name'),
      'i.billing_year',
      'i.billing_month',
      'i.amount_due_minor',
      sql<string>`to_char(i.due_date, 'YYYY-MM-DD')`.as('due_date'),
      sql<number>`(${today}::date - i.due_date)::int`.as('days_overdue'),
      sql<'Pending' | 'uploaded'>`i.status`.as('status'),
      sql<boolean>`${holdsLeads(now)}`.as('on_hold'),
    ])
    .where(overdueBy(today))
    .$if(after !== undefined, (q) =>
      q.where(sql<boolean>`(i.due_date, i.payment_id) > (${after?.[0]}::date, ${after?.[1]}::int)`),
    )
    .orderBy('i.due_date')
    .orderBy('i.payment_id')
    .limit(limit)
    .execute();
}

/** The desk's totals at `now`, over every unpaid invoice. */
export async function overdueTotals(db: Db, now: Date) {
  const today = utcDay(now);
  const row = await db
    .selectFrom('invoices as i')
    .select([
      sql<string>`count(*) filter (where ${overdueBy(today)})`.as('overdue_count'),
      sql<string>`coalesce(sum(i.amount_due_minor), 0)`.as('unpaid_minor'),
      sql<string>`coalesce(sum(i.amount_due_minor) filter (where ${overdueBy(today)}), 0)`.as(
        'overdue_minor',
      ),
      sql<string>`count(distinct i.sp_id) filter (where ${holdsLeads(now)})`.as(
        'providers_on_hold',
      ),
    ])
    .where(unpaid)
    .executeTakeFirstOrThrow();
  return {
    overdue_count: Number(row.overdue_count),
    unpaid_minor: Number(row.unpaid_minor),
    overdue_minor: Number(row.overdue_minor),
    providers_on_hold: Number(row.providers_on_hold),
  };
}

/** An invoice a reminder is about, as its notice needs it. */
export type ReminderRow = {
  payment_id: number;
  sp_id: number;
  billing_year: number;
  billing_month: number;
  amount_due_minor: number;
  due_date: string;
};

/**
 * Takes `step` for up to `limit` unpaid invoices (no proof waiting) due on a day in
 * [fromDay, toDay] (YYYY-MM-DD; fromDay null: any day up to toDay) not reminded at that step:
 * a row per invoice and step, whose key makes a second run, or another node at once, take
 * none of them again. Answers the invoices taken.
 */
export async function takeReminderStep(
  db: Db,
  step: ReminderStep,
  days: { fromDay: string | null; toDay: string },
  now: Date,
  limit: number,
): Promise<ReminderRow[]> {
  const taken = await db
    .insertInto('invoice_reminders')
    .columns(['payment_id', 'step', 'sent_at'])
    .expression((eb) =>
      eb
        .selectFrom('invoices as i')
        .select(['i.payment_id', sql<ReminderStep>`${step}`.as('step'), sql<Date>`${now}`.as('at')])
        .where('i.status', '=', 'Pending')
        .where('i.amount_due_minor', '>', 0)
        .where('i.due_date', '<=', days.toDay)
        .$if(days.fromDay !== null, (q) => q.where('i.due_date', '>=', days.fromDay ?? ''))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('invoice_reminders as r')
                .select('r.payment_id')
                .whereRef('r.payment_id', '=', 'i.payment_id')
                .where('r.step', '=', step),
            ),
          ),
        )
        .orderBy('i.payment_id')
        .limit(limit),
    )
    .onConflict((oc) => oc.columns(['payment_id', 'step']).doNothing())
    .returning('payment_id')
    .execute();
  if (taken.length === 0) return [];
  return db
    .selectFrom('invoices as i')
    .select([
      'i.payment_id',
      'i.sp_id',
      'i.billing_year',
      'i.billing_month',
      'i.amount_due_minor',
      sql<string>`to_char(i.due_date, 'YYYY-MM-DD')`.as('due_date'),
    ])
    .where(
      'i.payment_id',
      'in',
      taken.map((r) => r.payment_id),
    )
    .orderBy('i.payment_id')
    .execute();
}
