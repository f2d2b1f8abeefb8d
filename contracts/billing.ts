import { z } from 'zod';
import type { TextKey } from '../locales/catalog';
import { cursorPage, idString, idValue, requiredText, text } from './common';

export const PLATFORM_FEE_PERCENT = 10;
/** Invoices fall due on this day of the month after the billed one. */
export const DUE_DAY = 15;
/** An unpaid invoice's provider is reminded this many days before its due day (decision 0057). */
export const INVOICE_DUE_SOON_DAYS = 3;
/** The success message shows after this delay (spec section 9). */
export const PROOF_SUCCESS_DELAY_MS = 1000;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export const invoiceStatus = z.enum(['Pending', 'uploaded', 'Paid', 'Overdue']);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

/**
 * The spec's invoice badges: Pending warning, Paid success, Overdue danger, each with the
 * catalog key of its word. A proof waiting for the admin ('uploaded') reads Under review
 * (issue 15; the spec showed it as Pending).
 */
export const INVOICE_BADGES = {
  Pending: { color: 'yellow', key: 'billing.status.pending' },
  uploaded: { color: 'blue', key: 'billing.status.uploaded' },
  Paid: { color: 'green', key: 'billing.status.paid' },
  Overdue: { color: 'red', key: 'billing.status.overdue' },
} as const satisfies Record<InvoiceStatus, { color: string; key: TextKey }>;

export const invoice = z.object({
  payment_id: z.number().int(),
  sp_id: z.number().int(),
  billing_month: z.number().int(),
  billing_year: z.number().int(),
  /** The sum of its lines' amounts, major units. */
  total_earnings: z.number(),
  /** The platform fee: the sum of the fees of its lines, major units (below 0: a credit). */
  amount_due: z.number(),
  due_date: z.string(),
  status: invoiceStatus,
  /** GET path of the uploaded proof (send the bearer token), or null. */
  proof_of_payment: z.string().nullable(),
  paid_at: z.string().nullable(),
  /**
   * Why the admin refused the last proof, while the invoice waits for a new one (status Pending
   * or Overdue); null otherwise (decision 0031).
   */
  proof_rejection: z.object({ reason: z.string(), rejected_at: z.string() }).nullable(),
});
export type Invoice = z.infer<typeof invoice>;

/** 'order': an order billed; 'adjustment': a later change to an order billed before. */
export const invoiceLineKind = z.enum(['order', 'adjustment']);
export type InvoiceLineKind = z.infer<typeof invoiceLineKind>;

/** A line of an invoice (decision 0025). Amounts in major units. */
export const invoiceOrder = z.object({
  line_id: z.number().int(),
  kind: invoiceLineKind,
  request_id: z.number().int(),
  service_name: z.string(),
  client_name: z.string(),
  address: z.string(),
  completed_date: z.string(),
  /** The order's billable amount as of this line: its price (0 once cancelled). */
  price: z.number(),
  /** Signed: what the line adds to total_earnings (an order line: its price). */
  amount: z.number(),
  /** Signed: what the line adds to amount_due (an adjustment may be a credit). */
  fee: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceOrder>;

export const invoiceDetails = invoice.extend({ orders: z.array(invoiceOrder) });
export type InvoiceDetails = z.infer<typeof invoiceDetails>;

/** GET /sp/getprofile/{spId}: what the invoice shows of the provider. */
export const billingProfile = z.object({
  fullname: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
});
export type BillingProfile = z.infer<typeof billingProfile>;

/** The fee building up in the current month, before its invoice exists. */
export const accruingFee = z.object({
  billing_month: z.number().int(),
  billing_year: z.number().int(),
  total_earnings: z.number(),
  amount_due: z.number(),
});
export type AccruingFee = z.infer<typeof accruingFee>;

export const pendingPayment = z.object({
  payment_id: z.number().int(),
  fullname: z.string(),
  sp_id: z.number().int(),
  /** GET path of the proof (send the admin token). */
  proof_of_payment: z.string(),
  /** 'image/png', 'image/jpeg' or 'application/pdf'. */
  proof_type: z.string(),
  /** ISO time the proof was uploaded: names the proof the admin looks at (see the rejection). */
  proof_uploaded_at: z.string().nullable(),
  billing_month: z.number().int(),
  billing_year: z.number().int(),
  amount_due: z.number(),
});
export type PendingPayment = z.infer<typeof pendingPayment>;
/** `GET /api/admin/pending-payments`: a page of them, oldest proof first. */
export const pendingPaymentPage = cursorPage(pendingPayment);
export type PendingPaymentPage = z.infer<typeof pendingPaymentPage>;
/** How many the spec's `GET /getPendingPayments` answers: the first page. */
export const SPEC_PENDING_PAYMENTS_PAGE = 100;

export const paymentIdParams = z.object({ paymentId: idString });
export const billingSpParams = z.object({ spId: idString });
/** Multipart text fields of PUT /sp/invoice/payment (the file is `proofOfPayment`). */
export const proofFields = z.object({
  payment_id: idValue,
  sp_id: z.string().optional(),
  folder: z.string().optional(),
});
export const paymentStatusChange = z.object({ status: z.literal('Paid').default('Paid') });

/** The longest payment instructions the admin may set, and the longest rejection reason. */
export const MAX_PAYMENT_INSTRUCTIONS = 2000;
export const MAX_REJECTION_REASON = 500;

/**
 * How to pay the platform (bank account, IBAN, mobile wallets): free text the admin sets,
 * shown on invoices, in Pay Now and in the invoice PDF. Empty: not set yet.
 */
export const paymentInstructions = z.object({
  instructions: z.string(),
  /** ISO time of the last change, or null when never set. */
  updated_at: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

/** PUT /admin/payment-instructions: trimmed; empty clears them. */
export const paymentInstructionsChange = z.object({
  instructions: text(MAX_PAYMENT_INSTRUCTIONS),
});

/** POST /admin/invoices/{paymentId}/reject-proof: why the proof is refused (the provider sees it). */
export const proofRejectionRequest = z.object({
  reason: requiredText('billing.validation.reasonRequired', MAX_REJECTION_REASON),
  /**
   * The upload time of the proof the admin looked at (`proof_uploaded_at` of the waiting list):
   * a proof replaced since is not rejected by it.
   */
  proof_uploaded_at: z.iso.datetime().optional(),
});
