import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type AccruingFee,
  type BillingProfile,
  type Invoice,
  type InvoiceDetails,
  type InvoiceStatus,
  type PendingPayment,
  type PendingPaymentPage,
  PLATFORM_FEE_PERCENT,
} from '#contracts/billing';
import type { CursorQuery } from '#contracts/common';
import { ErrorCode } from '#contracts/errors';
import { fromMinorUnits } from '#contracts/money';
import { fullName } from '#contracts/people';
import { DEFAULT_LANGUAGE, type Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { fileKinds, mimeOfStoredFile } from '../../lib/file-signature';
import type { FileStore } from '../../lib/file-store';
import { textOf } from '../../lib/i18n';
import type { UploadedFile } from '../../lib/multipart';
import type { AuditActor, AuditRecorder } from '../audit-log/audit-log.service';
import type { Actor } from '../auth/authenticator';
import type { ProvidersService } from '../providers/providers.service';
import * as repo from './billing.repo';
import { createInvoiceReminders } from './invoice-notices';
import type { InvoicePdfPool } from './invoice-pdf-pool';
import { findInvoiceToPrint } from './invoice-print.repo';
import { runInvoices } from './invoice-run';
import { createPaymentInstructions } from './payment-instructions';
import { createProofReview } from './proof-review';
import * as reviews from './proof-review.repo';

export const PROOF_AREA = 'payments';
export const proofPath = (paymentId: number) => `/sp/invoice/proof/${paymentId}`;
const DAY_MS = 24 * 60 * 60 * 1000;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));
type Rejection = { reason: string; rejected_at: Date };

/** Paid, else 'uploaded' (a proof waits for the admin), else Overdue after the due day, else Pending. */
export function statusAt(row: { status: string; due_date: string }, now: Date): InvoiceStatus {
  if (row.status === 'Paid' || row.status === 'uploaded') return row.status;
  const endOfDueDay = Date.parse(`${row.due_date}T00:00:00Z`) + DAY_MS;
  return now.getTime() >= endOfDueDay ? 'Overdue' : 'Pending';
}

type Deps = {
  db: Kysely<Database>;
  files: FileStore;
  events: EventOutbox;
  audit: AuditRecorder;
  providers: Pick<ProvidersService, 'find'>;
  clock: Clock;
  currency: string;
  log: FastifyBaseLogger;
  /** Renders invoice PDFs off the event loop. */
  pdfs: InvoicePdfPool;
};

/** Monthly platform-fee invoices, their proofs of payment, and the admin's payments desk. */
export function createBillingService({
  db,
  files,
  events,
  audit,
  providers,
  clock,
  currency,
  log,
  pdfs,
}: Deps) {
  const instructions = createPaymentInstructions(db, clock, audit);
  const reminders = createInvoiceReminders({ events, clock });

  function toInvoice(row: repo.InvoiceRow, rejection?: Rejection): Invoice {
    return {
      payment_id: row.payment_id,
      sp_id: row.sp_id,
      billing_month: row.billing_month,
      billing_year: row.billing_year,
      total_earnings: fromMinorUnits(row.total_earnings_minor),
      amount_due: fromMinorUnits(row.amount_due_minor),
      due_date: row.due_date,
      status: statusAt(row, clock()),
      proof_of_payment: row.proof_of_payment ? proofPath(row.payment_id) : null,
      paid_at: row.paid_at ? row.paid_at.toISOString() : null,
      // A rejection explains a missing proof only while the invoice still waits for one.
      proof_rejection:
        rejection && row.status === 'Pending'
          ? { reason: rejection.reason, rejected_at: rejection.rejected_at.toISOString() }
          : null,
    };
  }

  /** The invoices, each unpaid one without a proof with its latest rejection, if any. */
  async function withRejections(rows: repo.InvoiceRow[]): Promise<Invoice[]> {
    const waiting = rows.filter((r) => r.status === 'Pending').map((r) => r.payment_id);
    const latest = waiting.length > 0 ? await reviews.latestRejections(db, waiting) : [];
    const byInvoice = new Map(latest.map((r) => [r.payment_id, r]));
    return rows.map((row) => toInvoice(row, byInvoice.get(row.payment_id)));
  }

  async function withRejection(row: repo.InvoiceRow): Promise<Invoice> {
    const [latest] =
      row.status === 'Pending' ? await reviews.latestRejections(db, [row.payment_id]) : [];
    return toInvoice(row, latest);
  }

  /** The invoice, for its provider or the admin only; to anyone else it does not exist. */
  async function invoiceFor(actor: Actor, paymentId: number) {
    return visibleTo(actor, await repo.findInvoice(db, paymentId));
  }

  function visibleTo<R extends { sp_id: number }>(actor: Actor, row: R | undefined): R {
    const mayView =
      actor.role === 'admin' || (actor.role === 'serviceproviders' && actor.id === row?.sp_id);
    if (!row || !mayView) throw notFound('billing.errors.invoiceNotFound');
    return row;
  }

  async function billingProfile(
    actor: Actor,
    spId: number,
    language: Language,
  ): Promise<BillingProfile> {
    return (await invoiceHeader(actor, spId, language)).profile;
  }

  /**
   * The provider's billing profile, its city named in `language`, and the language the
   * provider reads: their invoices' PDFs are in it.
   */
  async function invoiceHeader(actor: Actor, spId: number, language: Language) {
    if (actor.role !== 'admin' && actor.id !== spId)
      throw forbidden('billing.errors.profileNotYours');
    const profile = await providers.find(spId, language);
    if (!profile) throw notFound('billing.errors.providerNotFound');
    return {
      profile: {
        fullname: fullName(profile.first_name, profile.last_name),
        address: profile.address,
        city: profile.city_name,
        phone: profile.phone,
      },
      language: profile.language,
    };
  }

  /** The invoice and its lines, their services named in `language`. */
  async function details(
    actor: Actor,
    paymentId: number,
    language: Language,
  ): Promise<InvoiceDetails> {
    return detailsOf(await invoiceFor(actor, paymentId), language);
  }

  async function detailsOf(row: repo.InvoiceRow, language: Language): Promise<InvoiceDetails> {
    const [lines, invoice] = await Promise.all([
      repo.invoiceLines(db, row.payment_id, language),
      withRejection(row),
    ]);
    return withLines(invoice, lines);
  }

  function withLines(
    invoice: Invoice,
    lines: Awaited<ReturnType<typeof repo.invoiceLines>>,
  ): InvoiceDetails {
    return {
      ...invoice,
      orders: lines.map((l) => ({
        line_id: l.line_id,
        kind: l.kind,
        request_id: l.request_id,
        service_name: l.service_name,
        client_name: l.client_name,
        address: l.address,
        completed_date: l.completed_date?.toISOString() ?? '',
        price: fromMinorUnits(l.price_minor),
        amount: fromMinorUnits(l.earnings_minor),
        fee: fromMinorUnits(l.fee_minor),
      })),
    };
  }

  return {
    billingProfile,
    details,
    /** The admin's payment instructions: providers and the admin read them, the admin sets them. */
    instructions,

    /**
     * Bills the last finished month once (and any month a stopped server missed): invoices with
     * their lines, later changes to billed orders as adjustments (invoice-run.ts). Answers how
     * many invoices were created; runs in a month already billed do nothing.
     */
    generate(): Promise<number> {
      return runInvoices({ db, events, clock, log });
    },

    /** Tells providers, once each, of unpaid invoices due soon or overdue (decision 0057). */
    remindUnpaid: () => reminders.run(),

    async invoices(actor: Actor, spId: number): Promise<Invoice[]> {
      if (actor.id !== spId) throw forbidden('billing.errors.ownInvoicesOnly');
      return withRejections(await repo.invoicesOf(db, spId));
    },

    async accruing(actor: Actor, spId: number): Promise<AccruingFee> {
      if (actor.id !== spId) throw forbidden('billing.errors.ownInvoicesOnly');
      const now = clock();
      const year = now.getUTCFullYear();
      const month = now.getUTCMonth() + 1;
      const total = await repo.completedTotal(
        db,
        spId,
        monthStart(year, month),
        monthStart(year, month + 1),
      );
      return {
        billing_month: month,
        billing_year: year,
        total_earnings: fromMinorUnits(total),
        amount_due: fromMinorUnits(Math.round((total * PLATFORM_FEE_PERCENT) / 100)),
      };
    },

    /** The invoice as a PDF in its provider's language (whoever downloads it), names included. */
    async pdf(actor: Actor, paymentId: number): Promise<Buffer> {
      // Each row read once: on the embedded database every read runs on the event loop.
      const row = visibleTo(actor, await findInvoiceToPrint(db, paymentId));
      let header = await invoiceHeader(actor, row.sp_id, DEFAULT_LANGUAGE);
      // The city is named in the provider's language: read again only when it is another.
      if (header.language !== DEFAULT_LANGUAGE) {
        header = await invoiceHeader(actor, row.sp_id, header.language);
      }
      const { language } = header;
      const rejection = row.rejected_at && {
        reason: row.rejection_reason ?? '',
        rejected_at: row.rejected_at,
      };
      return pdfs.render({
        invoice: withLines(
          toInvoice(row, rejection ?? undefined),
          await repo.invoiceLines(db, paymentId, language),
        ),
        provider: header.profile,
        currency,
        instructions: row.instructions ?? '',
        language,
      });
    },

    async uploadProof(actor: Actor, paymentId: number, file: UploadedFile | undefined) {
      if (!file) throw badRequest('billing.messages.fillAllFields');
      const row = await invoiceFor(actor, paymentId);
      if (row.status === 'Paid')
        throw new AppError(ErrorCode.conflict, 409, 'billing.messages.alreadyPaid');
      const name = await files.savePrivate(PROOF_AREA, fileKinds[file.kind].ext, file.bytes);
      const saved = await repo.setProof(db, paymentId, actor.id, name, clock());
      if (!saved) {
        await files.removePrivate(PROOF_AREA, name);
        throw new AppError(ErrorCode.conflict, 409, 'billing.messages.alreadyPaid');
      }
      if (saved.replaced) await files.removePrivate(PROOF_AREA, saved.replaced);
      return { message: textOf('en', 'billing.messages.proofUploaded') };
    },

    async proof(actor: Actor, paymentId: number) {
      const row = await invoiceFor(actor, paymentId);
      if (!row.proof_of_payment) throw notFound('billing.errors.noProof');
      return {
        bytes: await files.readPrivate(PROOF_AREA, row.proof_of_payment),
        mime: mimeOfStoredFile(row.proof_of_payment),
      };
    },

    /** Proofs waiting for the admin, oldest first, a page at a time. */
    async pendingPayments(query: CursorQuery): Promise<PendingPaymentPage> {
      const afterId = decodeCursor(query.cursor, ['number'] as const)?.[0];
      const rows = await repo.waitingForReview(db, afterId, query.limit + 1);
      return pageOf(
        rows,
        query.limit,
        (row) => [row.payment_id],
        (row): PendingPayment => ({
          payment_id: row.payment_id,
          fullname: row.fullname,
          sp_id: row.sp_id,
          proof_of_payment: proofPath(row.payment_id),
          proof_type: mimeOfStoredFile(row.proof_of_payment ?? ''),
          proof_uploaded_at: row.proof_uploaded_at?.toISOString() ?? null,
          billing_month: row.billing_month,
          billing_year: row.billing_year,
          amount_due: fromMinorUnits(row.amount_due_minor),
        }),
      );
    },

    /** The admin marks an invoice paid; a paid invoice stays paid. The provider is told. */
    async markPaid(paymentId: number, by: AuditActor): Promise<Invoice> {
      const row = await repo.findInvoice(db, paymentId);
      if (!row) throw notFound('billing.errors.invoiceNotFound');
      const paidNow = await events.transaction(async (trx, record) => {
        const paidAt = clock();
        const paid = await repo.markPaid(trx, paymentId, paidAt);
        // Marking a paid invoice again changes nothing, but is still the admin's action.
        await audit.record(trx, by, {
          action: 'invoice.mark-paid',
          target: { entity: 'invoice', id: paymentId },
          ...(paid
            ? {
                before: { status: row.status, paid_at: null },
                after: { status: 'Paid', paid_at: paidAt.toISOString() },
              }
            : { before: {}, after: {} }),
        });
        if (!paid) return false;
        await record({
          type: 'invoice.paid',
          subject: { entity: 'invoice', id: paymentId },
          notices: [
            {
              to: { id: paid.sp_id, role: 'serviceproviders' },
              kind: 'invoice_paid',
              params: { year: row.billing_year, month: row.billing_month },
              chat: null,
            },
          ],
        });
        return true;
      });
      if (paidNow) log.info({ paymentId }, 'invoice marked paid');
      const after = await repo.findInvoice(db, paymentId);
      if (!after) throw notFound('billing.errors.invoiceNotFound');
      return toInvoice(after);
    },

    rejectProof: createProofReview({ db, events, audit, clock, log, show: withRejection }),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
