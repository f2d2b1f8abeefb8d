import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Invoice } from '../../../contracts/billing';
import { ErrorCode } from '../../../contracts/errors';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import * as repo from './billing.repo';
import * as reviews from './proof-review.repo';

type Deps = {
  db: Kysely<Database>;
  notifications: Pick<NotificationsService, 'record' | 'publish'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The invoice as its provider and the admin see it (with its latest rejection). */
  show: (row: repo.InvoiceRow) => Promise<Invoice>;
};

/**
 * The admin refuses the proof waiting on an invoice, saying why: the invoice waits for a new
 * proof again (Pending, or Overdue after its due day) and the provider is told. The proof the
 * admin looked at is named by its upload time: a newer one is not rejected by it.
 */
export function createProofReview({ db, notifications, clock, log, show }: Deps) {
  return async function rejectProof(
    paymentId: number,
    input: { reason: string; proof_uploaded_at?: string },
  ): Promise<Invoice> {
    const { reason } = input;
    const seen = input.proof_uploaded_at ? new Date(input.proof_uploaded_at) : undefined;
    const stored = await db.transaction().execute(async (trx) => {
      const rejected = await reviews.rejectProof(trx, paymentId, reason, clock(), seen);
      if (rejected === 'replaced' || !rejected) return rejected;
      return notifications.record(trx, [
        {
          to: { id: rejected.sp_id, role: 'serviceproviders' },
          kind: 'invoice_proof_rejected',
          params: { year: rejected.billing_year, month: rejected.billing_month, reason },
          room: null,
        },
      ]);
    });
    const after = await repo.findInvoice(db, paymentId);
    if (!after) throw notFound('billing.errors.invoiceNotFound');
    if (!stored) {
      throw new AppError(ErrorCode.invoiceProofNotInReview, 409, 'billing.errors.proofNotInReview');
    }
    if (stored === 'replaced') {
      throw new AppError(ErrorCode.invoiceProofChanged, 409, 'billing.errors.proofChanged');
    }
    notifications.publish(stored);
    log.info({ paymentId }, 'proof of payment rejected');
    return show(after);
  };
}
