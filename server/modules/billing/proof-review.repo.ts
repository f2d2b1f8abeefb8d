import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Compare-and-set: an invoice whose proof waits for the admin ('uploaded') goes back to
 * Pending without a proof, and the proof is recorded as rejected with its reason (its file is
 * kept). Undefined when the invoice is missing or has no proof waiting; 'replaced' when the
 * proof waiting is not the one uploaded at `seenUploadedAt` (the admin looked at an older one).
 */
export async function rejectProof(
  trx: Transaction<Database>,
  paymentId: number,
  reason: string,
  now: Date,
  seenUploadedAt?: Date,
) {
  const before = await trx
    .selectFrom('invoices')
    .select(['sp_id', 'billing_year', 'billing_month', 'proof_of_payment', 'proof_uploaded_at'])
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'uploaded')
    .forUpdate()
    .executeTakeFirst();
  if (!before?.proof_of_payment) return undefined;
  if (seenUploadedAt && before.proof_uploaded_at?.getTime() !== seenUploadedAt.getTime()) {
    return 'replaced' as const;
  }
  const changed = await trx
    .updateTable('invoices')
    .set({ status: 'Pending', proof_of_payment: null, proof_uploaded_at: null })
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'uploaded')
    .returning('payment_id')
    .executeTakeFirst();
  if (!changed) return undefined;
  await trx
    .insertInto('proof_rejections')
    .values({
      payment_id: paymentId,
      proof_file: before.proof_of_payment,
      proof_uploaded_at: before.proof_uploaded_at,
      reason,
      rejected_at: now,
    })
    .execute();
  return before;
}

/** The latest rejection of each of these invoices that has one. */
export function latestRejections(db: Db, paymentIds: number[]) {
  return db
    .selectFrom('proof_rejections')
    .distinctOn('payment_id')
    .select(['payment_id', 'reason', 'rejected_at'])
    .where('payment_id', 'in', paymentIds)
    .orderBy('payment_id')
    .orderBy('rejection_id', 'desc')
    .execute();
}
