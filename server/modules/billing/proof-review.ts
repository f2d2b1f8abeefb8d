import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Invoice } from '#contracts/billing';
import { ErrorCode } from '#contracts/errors';
import type { Database } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import * as repo from './billing.repo';
import * as reviews from './proof-review.repo';

type Deps = {
  db: Kysely<Database>;
  events: EventOutbox;
  audit: AuditRecorder;
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
export function createProofReview({ db, events, audit, clock, log, show }: Deps) {
  return async function rejectProof(
    paymentId: number,
    input: { reason: string; proof_uploaded_at?: string },
    by: AuditActor,
  ): Promise<Invoice> {
    const { reason } = input;
    const seen = input.proof_uploaded_at ? new Date(input.proof_uploaded_at) : undefined;
    const outcome = await events.transaction(async (trx, record) => {
      const rejected = await reviews.rejectProof(trx, paymentId, reason, clock(), seen);
      if (rejected === 'replaced' || !rejected) return rejected;
      await audit.record(trx, by, {
        action: 'invoice.reject-proof',
        target: { entity: 'invoice', id: paymentId },
        before: { status: 'uploaded' },
        after: { status: 'Pending', reason },
      });
      await record({
        type: 'invoice.proof_rejected',
        subject: { entity: 'invoice', id: paymentId },
        notices: [
          {
            to: { id: rejected.sp_id, role: 'serviceproviders' },
            kind: 'invoice_proof_rejected',
            params: { year: rejected.billing_year, month: rejected.billing_month, reason },
            chat: null,
          },
        ],
      });
      return 'rejected';
    });
    const after = await repo.findInvoice(db, paymentId);
    if (!after) throw notFound('billing.errors.invoiceNotFound');
    if (!outcome) {
      throw new AppError(ErrorCode.invoiceProofNotInReview, 409, 'billing.errors.proofNotInReview');
    }
    if (outcome === 'replaced') {
      throw new AppError(ErrorCode.invoiceProofChanged, 409, 'billing.errors.proofChanged');
    }
    log.info({ paymentId }, 'proof of payment rejected');
    return show(after);
  };
}
