import { type Kysely, sql, type Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import { pastCursor } from '../../db/keyset';
import { catalogText, providerName } from '../../db/names';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The lines of an invoice, in the order they were billed (orders, then adjustments). A line
 * keeps the English service name it was billed with; a reader of another language gets the
 * service's name in it, found through the line's order (decision 0059).
 */
export function invoiceLines(db: Db, paymentId: number, language: Language) {
  return db
    .selectFrom('invoice_lines as l')
    .leftJoin('service_requests as r', 'r.request_id', 'l.request_id')
    .leftJoin('services as s', 's.service_id', 'r.service_id')
    .select([
      'l.line_id',
      'l.request_id',
      'l.kind',
      catalogText(language, 's', 'name', sql<string>`l.service_name`).as('service_name'),
      'l.client_name',
      'l.address',
      'l.completed_date',
      'l.price_minor',
      'l.earnings_minor',
      'l.fee_minor',
    ])
    .where('l.payment_id', '=', paymentId)
    .orderBy('l.line_id')
    .execute();
}

export const invoiceColumns = [
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

/** Invoices whose proof waits for the admin, oldest proof first, after the cursor's invoice. */
export function waitingForReview(db: Db, afterId: number | undefined, limit: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('service_providers as p', 'p.sp_id', 'i.sp_id')
    .select([...invoiceColumns, 'i.proof_uploaded_at', providerName('p').as('fullname')])
    .where('i.status', '=', 'uploaded')
    .where(
      pastCursor(
        { table: 'invoices', alias: 'i', sort: 'proof_uploaded_at', id: 'payment_id' },
        'oldest first',
        afterId,
      ),
    )
    .orderBy('i.proof_uploaded_at')
    .orderBy('i.payment_id')
    .limit(limit)
    .execute();
}

/** An invoice its provider is told about (decision 0057). */
export type InvoiceNoticeRow = {
  payment_id: number;
  sp_id: number;
  billing_year: number;
  billing_month: number;
  amount_due_minor: number;
  due_date: string;
};

/**
 * Claims up to `limit` unpaid invoices (no proof waiting) due on a day in [fromDay, toDay]
 * (YYYY-MM-DD) whose provider was not yet told of `notice`, marking them told at `now`: a
 * second run, or another node at once, finds them marked (the outer conditions are checked
 * again on the locked row) and tells nobody twice.
 */
export function claimInvoiceNotices(
  db: Db,
  notice: 'due_soon_noticed_at' | 'overdue_noticed_at',
  days: { fromDay: string | null; toDay: string },
  now: Date,
  limit: number,
): Promise<InvoiceNoticeRow[]> {
  const { fromDay, toDay } = days;
  return db
    .updateTable('invoices')
    .set({ [notice]: now })
    .where('status', '=', 'Pending')
    .where(notice, 'is', null)
    .where('amount_due_minor', '>', 0)
    .where('due_date', '<=', toDay)
    .$if(fromDay !== null, (q) => q.where('due_date', '>=', fromDay ?? ''))
    .where('payment_id', 'in', (eb) =>
      eb
        .selectFrom('invoices')
        .select('payment_id')
        .where('status', '=', 'Pending')
        .where(notice, 'is', null)
        .where('amount_due_minor', '>', 0)
        .where('due_date', '<=', toDay)
        .$if(fromDay !== null, (q) => q.where('due_date', '>=', fromDay ?? ''))
        .orderBy('payment_id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'payment_id',
      'sp_id',
      'billing_year',
      'billing_month',
      'amount_due_minor',
      'due_date',
    ])
    .execute();
}
