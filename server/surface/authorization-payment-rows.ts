import type { MatrixRow } from './authorization-matrix';
import type { World } from './authorization-world';

const ADMIN_ONLY = [401, 403, 403, 403, 403, 200] as const;

let months = 0;
/** A new invoice of `provider` whose proof waits for the admin (a month of its own). */
async function invoiceInReview(w: World) {
  months += 1;
  const row = await w.t.db
    .insertInto('invoices')
    .values({
      sp_id: w.provider.id,
      billing_year: 2001 + Math.floor(months / 12),
      billing_month: (months % 12) + 1,
      total_earnings_minor: 100_000,
      amount_due_minor: 10_000,
      due_date: '2030-01-15',
      status: 'uploaded',
      proof_of_payment: 'matrix-proof.png',
      proof_uploaded_at: new Date(),
    })
    .returning('payment_id')
    .executeTakeFirstOrThrow();
  return row.payment_id;
}

/** The matrix rows of paying the fee: the admin's payment instructions and proof review. */
export const PAYMENT_ROWS: MatrixRow[] = [
  {
    op: 'GET /api/payment-instructions',
    url: () => '/api/payment-instructions',
    expect: [401, 403, 403, 200, 200, 200],
  },
  {
    op: 'PUT /api/admin/payment-instructions',
    url: () => '/api/admin/payment-instructions',
    body: () => ({ instructions: 'Meezan Bank, IBAN PK36 SCBL 0000 0011 2345 6702' }),
    expect: ADMIN_ONLY,
  },
  {
    op: 'POST /api/admin/invoices/:paymentId/reject-proof',
    prepare: async (w) => ({ id: await invoiceInReview(w) }),
    url: (_w, c) => `/api/admin/invoices/${c.id}/reject-proof`,
    body: () => ({ reason: 'Matrix: the amount does not match' }),
    expect: ADMIN_ONLY,
  },
];
