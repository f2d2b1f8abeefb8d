import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { invoiceColumns } from './billing.repo';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * An invoice to print as a PDF, in one read (on the embedded database every read runs on the
 * event loop): its row, its latest proof rejection (shown while a proof is awaited, as
 * `latestRejections` finds it) and the payment instructions printed on it.
 */
export function findInvoiceToPrint(db: Db, paymentId: number) {
  return db
    .selectFrom('invoices as i')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('proof_rejections')
          .select(['reason', 'rejected_at'])
          .where('payment_id', '=', paymentId)
          .orderBy('rejection_id', 'desc')
          .limit(1)
          .as('rj'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      ...invoiceColumns,
      'rj.reason as rejection_reason',
      'rj.rejected_at',
      eb
        .selectFrom('payment_instructions')
        .select('instructions')
        .where('id', '=', 1)
        .as('instructions'),
    ])
    .where('i.payment_id', '=', paymentId)
    .executeTakeFirst();
}
