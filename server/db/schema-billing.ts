import type { Generated } from 'kysely';

export type StoredInvoiceStatus = 'Pending' | 'uploaded' | 'Paid';

export interface InvoicesTable {
  payment_id: Generated<number>;
  sp_id: number;
  billing_year: number;
  billing_month: number;
  total_earnings_minor: number;
  amount_due_minor: number;
  /** `YYYY-MM-DD`. */
  due_date: string;
  status: Generated<StoredInvoiceStatus>;
  proof_of_payment: string | null;
  proof_uploaded_at: Date | null;
  paid_at: Date | null;
  created_at: Generated<Date>;
  /** When its provider was told it falls due soon, and that it is overdue (decision 0057). */
  due_soon_noticed_at: Date | null;
  overdue_noticed_at: Date | null;
}

export type InvoiceLineKind = 'order' | 'adjustment';

/** What an invoice bills: a row per order and per later change to a billed order (decision 0025). */
export interface InvoiceLinesTable {
  line_id: Generated<number>;
  payment_id: number;
  request_id: number;
  kind: InvoiceLineKind;
  service_name: string;
  client_name: string;
  address: string;
  completed_date: Date | null;
  /** The order's billable amount as of this line: its price, 0 once cancelled. */
  price_minor: number;
  /** Signed: what the line adds to the invoice's total earnings (an order line: its price). */
  earnings_minor: number;
  /** Signed: what the line adds to the invoice's amount due (an adjustment may be a credit). */
  fee_minor: number;
  created_at: Date;
}

/** A month the invoice run has billed (decision 0025). */
export interface BilledMonthsTable {
  billing_year: number;
  billing_month: number;
  billed_at: Date;
}

/** The admin's payment instructions: one row (id 1), absent until first set (decision 0031). */
export interface PaymentInstructionsTable {
  id: Generated<number>;
  /** Free text; empty means not set. */
  instructions: string;
  updated_at: Date;
}

/** A proof of payment the admin refused, with why; its file is kept (decision 0031). */
export interface ProofRejectionsTable {
  rejection_id: Generated<number>;
  payment_id: number;
  proof_file: string;
  proof_uploaded_at: Date | null;
  reason: string;
  rejected_at: Date;
}
