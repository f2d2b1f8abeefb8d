import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, InvoiceLinesTable, InvoicesTable } from '../../db/schema';
import type { ChangedOrder, UnbilledOrder } from './invoice-plan';

/*
 * The invoice run's reads and writes (invoice-run.ts): which providers to bill, their billing
 * state, the months billed, the invoices and lines written, under a per-provider lock.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The first key of the invoice run's per-provider advisory lock ("BILL"). */
const BILLING_LOCK_CLASS = 0x42494c4c;

/**
 * Serialises invoice runs per provider until the transaction ends: a second run (another node,
 * a retry) reads what the first one wrote before it decides anything. The locks are taken in
 * provider order, so two runs over overlapping batches wait for each other, never deadlock.
 */
export async function lockProvidersBilling(trx: Transaction<Database>, spIds: number[]) {
  await sql`select pg_advisory_xact_lock(${BILLING_LOCK_CLASS}::int4, id)
    from unnest(${sorted(spIds)}::int4[]) as id order by id`.execute(trx);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** What a billed order's lines add up to, beside what it is billable for now. */
const billedOrders = (db: Db) =>
  db
    .selectFrom('invoice_lines as l')
    .innerJoin('service_requests as r', 'r.request_id', 'l.request_id')
    .select([
      'l.request_id',
      'r.sp_id',
      sql<number>`case when r.status = 'completed' then r.price_minor else 0 end`.as(
        'billable_minor',
      ),
      sql<number>`sum(l.earnings_minor)::bigint`.as('billed_earnings_minor'),
      sql<number>`sum(l.fee_minor)::bigint`.as('billed_fee_minor'),
      sql<Date | null>`min(l.completed_date)`.as('billed_completed_date'),
    ])
    // A disputed order waits for its outcome; no other status follows a billed one.
    .where('r.status', 'in', ['completed', 'cancelled'])
    .groupBy(['l.request_id', 'r.sp_id', 'r.status', 'r.price_minor'])
    .having(
      sql`sum(l.earnings_minor)`,
      '<>',
      sql`case when r.status = 'completed' then r.price_minor else 0 end`,
    );

/** A completed order before `monthStart` that no 'order' line bills yet. */
const unbilled = (monthStart: Date) =>
  sql<boolean>`r.status = 'completed' and r.completed_date < ${monthStart}
    and not exists (select 1 from invoice_lines l
                    where l.request_id = r.request_id and l.kind = 'order')`;

/**
 * Providers with something to bill before `monthStart` (an unbilled completed order, or a
 * billed order whose billable amount changed) and no invoice yet for the month before it.
 */
export async function providersToBill(db: Db, monthStart: Date, billed: YearMonth) {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('service_requests as r')
        .select('r.sp_id')
        .where(unbilled(monthStart))
        .union(billedOrders(db).clearSelect().select('r.sp_id'))
        .as('due'),
    )
    .select('due.sp_id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoices as i')
            .select('i.payment_id')
            .whereRef('i.sp_id', '=', 'due.sp_id')
            .where('i.billing_year', '=', billed.year)
            .where('i.billing_month', '=', billed.month),
        ),
      ),
    )
    .orderBy('due.sp_id')
    .execute();
  return rows.flatMap((r) => (r.sp_id === null ? [] : [r.sp_id]));
}

export type YearMonth = { year: number; month: number };

/** The months the invoice run has billed (twelve rows a year). */
export function billedMonths(db: Db): Promise<YearMonth[]> {
  return db
    .selectFrom('billed_months')
    .select(['billing_year as year', 'billing_month as month'])
    .execute();
}

/** Records that the invoice run billed `month` for every provider. */
export async function recordBilledMonth(db: Db, month: YearMonth, now: Date) {
  await db
    .insertInto('billed_months')
    .values({ billing_year: month.year, billing_month: month.month, billed_at: now })
    .onConflict((oc) => oc.columns(['billing_year', 'billing_month']).doNothing())
    .execute();
}

/** What the invoice run needs to know of one provider (see invoice-plan.ts). */
export type BillingState = {
  latest: YearMonth | undefined;
  unbilled: UnbilledOrder[];
  changed: ChangedOrder[];
};

/** The billing state of each of these providers, read in three queries whatever their number. */
export async function billingStatesOf(
  db: Db,
  spIds: number[],
  monthStart: Date,
): Promise<Map<number, BillingState>> {
  const states = new Map<number, BillingState>(
    spIds.map((id) => [id, { latest: undefined, unbilled: [], changed: [] }]),
  );
  const ids = sql<number[]>`${sorted(spIds)}::int4[]`;
  const latest = await db
    .selectFrom('invoices')
    .distinctOn('sp_id')
    .select(['sp_id', 'billing_year as year', 'billing_month as month'])
    .where('sp_id', '=', sql<number>`any(${ids})`)
    .orderBy('sp_id')
    .orderBy('billing_year', 'desc')
    .orderBy('billing_month', 'desc')
    .execute();
  for (const { sp_id, ...month } of latest) {
    const state = states.get(sp_id);
    if (state) state.latest = month;
  }
  const unbilledOrders = await db
    .selectFrom('service_requests as r')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('clients as c', 'c.client_id', 'r.client_id')
    .select([
      'r.sp_id',
      'r.request_id',
      's.name as service_name',
      'c.name as client_name',
      'r.address',
      sql<Date>`r.completed_date`.as('completed_date'),
      sql<number>`r.price_minor`.as('price_minor'),
    ])
    .where('r.sp_id', '=', sql<number>`any(${ids})`)
    .where(unbilled(monthStart))
    .orderBy('r.completed_date')
    .orderBy('r.request_id')
    .execute();
  for (const { sp_id, ...order } of unbilledOrders) {
    if (sp_id !== null) states.get(sp_id)?.unbilled.push(order);
  }
  const changed = await db
    .selectFrom(billedOrders(db).where('r.sp_id', '=', sql<number>`any(${ids})`).as('b'))
    .innerJoin('service_requests as r', 'r.request_id', 'b.request_id')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('clients as c', 'c.client_id', 'r.client_id')
    .select([
      'b.sp_id',
      'r.request_id',
      's.name as service_name',
      'c.name as client_name',
      'r.address',
      sql<Date | null>`coalesce(r.completed_date, b.billed_completed_date)`.as('completed_date'),
      'b.billable_minor',
      'b.billed_earnings_minor',
      'b.billed_fee_minor',
    ])
    .orderBy('r.request_id')
    .execute();
  for (const { sp_id, ...order } of changed) {
    if (sp_id !== null) states.get(sp_id)?.changed.push(order);
  }
  return states;
}

/**
 * Inserts invoices; answers each one's id by provider and month. One the unique month index
 * refused (the provider has an invoice for that month already) is missing from the answer.
 */
export async function insertInvoices(db: Db, values: Insertable<InvoicesTable>[]) {
  const ids = new Map<string, number>();
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .insertInto('invoices')
      .values(values.slice(i, i + 1000))
      .onConflict((oc) => oc.constraint('invoices_one_per_month').doNothing())
      .returning(['payment_id', 'sp_id', 'billing_year', 'billing_month'])
      .execute();
    for (const r of rows)
      ids.set(invoiceKey(r.sp_id, r.billing_year, r.billing_month), r.payment_id);
  }
  return ids;
}

export const invoiceKey = (spId: number, year: number, month: number) => `${spId}:${year}:${month}`;

export async function insertInvoiceLines(db: Db, lines: Insertable<InvoiceLinesTable>[]) {
  // In chunks: one statement may carry at most 65,535 parameters.
  for (let i = 0; i < lines.length; i += 1000) {
    await db
      .insertInto('invoice_lines')
      .values(lines.slice(i, i + 1000))
      .execute();
  }
}
