import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * An unpaid invoice of provider `spId` for October 2026 (Rs 1,000 earned, Rs 100 due on
 * 15 November), written straight into the table: its id.
 */
export async function unpaidOctoberInvoice(db: Kysely<Database>, spId: number): Promise<number> {
  const row = await db
    .insertInto('invoices')
    .values({
      sp_id: spId,
      billing_year: 2026,
      billing_month: 10,
      total_earnings_minor: 100_000,
      amount_due_minor: 10_000,
      due_date: '2026-11-15',
    })
    .returning('payment_id')
    .executeTakeFirstOrThrow();
  return row.payment_id;
}
