import { type Kysely, sql, type Transaction } from 'kysely';
import { DUE_DAY, PLATFORM_FEE_PERCENT } from '../../../contracts/billing';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * One invoice per provider and calendar month (UTC) with completed orders, for every month
 * before `monthStart`. The unique constraint makes this idempotent and safe to run from
 * several processes at once: a month already invoiced is skipped.
 */
export async function generateInvoices(db: Db, monthStart: Date): Promise<number> {
  const month = sql`date_trunc('month', completed_date at time zone 'UTC')`;
  const result = await sql`
    insert into invoices (sp_id, billing_year, billing_month, total_earnings_minor, amount_due_minor, due_date)
    select sp_id,
           extract(year from ${month})::int,
           extract(month from ${month})::int,
           sum(price_minor),
           round(sum(price_minor) * ${PLATFORM_FEE_PERCENT} / 100.0),
           (${month} + interval '1 month' + ${`${DUE_DAY - 1} days`}::interval)::date
    from service_requests
    where status = 'completed' and completed_date < ${monthStart}
    group by sp_id, ${month}
    on conflict (sp_id, billing_year, billing_month) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

const invoiceColumns = [
  'i.payment_id',
  'i.sp_id',
  'i.billing_month',
  'i.billing_year',
  'i.total_earnings_minor',
  'i.amount_due_minor',
  'i.due_date',
  'i.status',
  'i.proof_of_payment',
  'i.paid_at',
] as const;
export type InvoiceRow = Awaited<ReturnType<typeof findInvoice>> & object;

export function invoicesOf(db: Db, spId: number) {
  return db
    .selectFrom('invoices as i')
    .select(invoiceColumns)
    .where('i.sp_id', '=', spId)
    .orderBy('i.billing_year', 'desc')
    .orderBy('i.billing_month', 'desc')
    .execute();
}

export function findInvoice(db: Db, paymentId: number) {
  return db
    .selectFrom('invoices as i')
    .select(invoiceColumns)
    .where('i.payment_id', '=', paymentId)
    .executeTakeFirst();
}

/** The completed orders an invoice bills: the provider's, completed in that UTC month. */
export function invoiceOrders(db: Db, spId: number, from: Date, to: Date) {
  return db
    .selectFrom('service_requests as r')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('clients as c', 'c.client_id', 'r.client_id')
    .select([
      'r.request_id',
      's.name as service_name',
      'c.name as client_name',
      'r.address',
      'r.completed_date',
      'r.price_minor',
    ])
    .where('r.sp_id', '=', spId)
    .where('r.status', '=', 'completed')
    .where('r.completed_date', '>=', from)
    .where('r.completed_date', '<', to)
    .orderBy('r.completed_date')
    .execute();
}

/** Sum of completed prices (minor units) in [from, to). */
export async function completedTotal(db: Db, spId: number, from: Date, to: Date) {
  const row = await db
    .selectFrom('service_requests')
    .select(sql<string | number>`coalesce(sum(price_minor), 0)`.as('total'))
    .where('sp_id', '=', spId)
    .where('status', '=', 'completed')
    .where('completed_date', '>=', from)
    .where('completed_date', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Records a proof on an unpaid invoice of this provider; answers the replaced file name. */
export async function setProof(db: Db, paymentId: number, spId: number, file: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('invoices')
      .select('proof_of_payment')
      .where('payment_id', '=', paymentId)
      .where('sp_id', '=', spId)
      .where('status', '!=', 'Paid')
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('invoices')
      .set({ proof_of_payment: file, proof_uploaded_at: now, status: 'uploaded' })
      .where('payment_id', '=', paymentId)
      .execute();
    return { replaced: before.proof_of_payment };
  });
}

/** Compare-and-set: an unpaid invoice becomes Paid; undefined when it already was. */
export function markPaid(db: Db, paymentId: number, now: Date) {
  return db
    .updateTable('invoices')
    .set({ status: 'Paid', paid_at: now })
    .where('payment_id', '=', paymentId)
    .where('status', '!=', 'Paid')
    .returning(['payment_id', 'sp_id'])
    .executeTakeFirst();
}

export function waitingForReview(db: Db) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('service_providers as p', 'p.sp_id', 'i.sp_id')
    .select((eb) => [
      ...invoiceColumns,
      eb.fn<string>('concat_ws', [eb.val(' '), 'p.first_name', 'p.last_name']).as('fullname'),
    ])
    .where('i.status', '=', 'uploaded')
    .orderBy('i.proof_uploaded_at')
    .execute();
}
