import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import { newClient, newProvider, type User } from '../../test/marketplace';
import { multipart, pdfBytes, pngBytes } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

const now = new Date('2026-11-03T09:00:00Z');
let t: TestApp;
let admin: string;
let sp: User;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock: () => now });
  admin = await adminToken(t);
  sp = await newProvider(t);
});
afterAll(() => t.close());

let months = 0;
/** An unpaid invoice of `sp` for a month of its own, due on `due`. */
async function newInvoice(owner: User, due = '2026-11-15') {
  months += 1;
  const row = await t.db
    .insertInto('invoices')
    .values({
      sp_id: owner.id,
      billing_year: 2000 + Math.floor(months / 12),
      billing_month: (months % 12) + 1,
      total_earnings_minor: 100_000,
      amount_due_minor: 10_000,
      due_date: due,
    })
    .returning('payment_id')
    .executeTakeFirstOrThrow();
  return row.payment_id;
}

const upload = (owner: User, paymentId: number, bytes = pdfBytes()) =>
  send(
    t,
    'PUT',
    '/api/sp/invoice/payment',
    owner.token,
    multipart(
      { payment_id: paymentId },
      { field: 'proofOfPayment', name: 'proof.pdf', type: 'application/pdf', bytes },
    ),
  );

/** The admin rejects the proof on `paymentId` (or `token`'s holder tries to; null: no token). */
const reject = (paymentId: number | string, body: unknown, token: string | null = admin) =>
  send(
    t,
    'POST',
    `/api/admin/invoices/${paymentId}/reject-proof`,
    token ?? undefined,
    body as Record<string, unknown>,
  );

const invoiceIn = async (owner: User, paymentId: number) =>
  ((await get(t, `/api/sp/invoices/${owner.id}`, owner.token)).json() as Record<string, unknown>[])
    .filter((i) => i.payment_id === paymentId)
    .at(0);

describe('POST /api/admin/invoices/:paymentId/reject-proof', () => {
  it('sends the invoice back to Pending with the reason, tells the provider, and takes a new proof', async () => {
    const paymentId = await newInvoice(sp);
    expect((await upload(sp, paymentId)).statusCode).toBe(200);
    expect(await invoiceIn(sp, paymentId)).toMatchObject({
      status: 'uploaded',
      proof_rejection: null,
    });

    const res = await reject(paymentId, { reason: '  The amount does not match.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payment_id: paymentId,
      status: 'Pending',
      proof_of_payment: null,
      proof_rejection: { reason: 'The amount does not match.', rejected_at: now.toISOString() },
    });
    expect(await invoiceIn(sp, paymentId)).toEqual(res.json());
    const details = (await get(t, `/api/sp/invoiceDetails/${paymentId}`, sp.token)).json();
    expect(details.proof_rejection?.reason).toBe('The amount does not match.');
    expect((await get(t, '/api/getPendingPayments', admin)).json()).not.toContainEqual(
      expect.objectContaining({ payment_id: paymentId }),
    );
    expect((await get(t, `/api/sp/invoice/proof/${paymentId}`, sp.token)).statusCode).toBe(404);

    const told = (await get(t, '/api/notifications', sp.token)).json();
    expect(told.notifications[0]).toMatchObject({
      kind: 'invoice_proof_rejected',
      room: null,
      sp_id: sp.id,
    });
    expect(told.notifications[0].message).toContain('The amount does not match.');

    // The rejected proof is kept, with its file, as history.
    const kept = await t.db
      .selectFrom('proof_rejections')
      .select(['proof_file', 'reason'])
      .where('payment_id', '=', paymentId)
      .execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.proof_file).toMatch(/\.pdf$/);

    // The provider sends another; under review again, the old reason no longer shows.
    expect((await upload(sp, paymentId, pngBytes())).statusCode).toBe(200);
    expect(await invoiceIn(sp, paymentId)).toMatchObject({
      status: 'uploaded',
      proof_rejection: null,
    });
    await reject(paymentId, { reason: 'Still unreadable' });
    expect((await invoiceIn(sp, paymentId))?.proof_rejection).toMatchObject({
      reason: 'Still unreadable',
    });

    // Paid after all: no reason shows on a paid invoice.
    await upload(sp, paymentId);
    await send(t, 'PUT', `/api/updatePaymentStatus/${paymentId}`, admin, { status: 'Paid' });
    expect(await invoiceIn(sp, paymentId)).toMatchObject({ status: 'Paid', proof_rejection: null });
  });

  it('answers Overdue for an invoice past its due day', async () => {
    const paymentId = await newInvoice(sp, '2026-10-15');
    await upload(sp, paymentId);
    expect((await invoiceIn(sp, paymentId))?.status).toBe('uploaded');
    const res = await reject(paymentId, { reason: 'Wrong account' });
    expect(res.json()).toMatchObject({
      status: 'Overdue',
      proof_rejection: { reason: 'Wrong account' },
    });
  });

  it('refuses, with a code, an invoice with no proof waiting: none sent, rejected already, paid', async () => {
    const paymentId = await newInvoice(sp);
    const none = await reject(paymentId, { reason: 'x' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('invoice.proof_not_in_review');

    await upload(sp, paymentId);
    const [first, second] = await Promise.all([
      reject(paymentId, { reason: 'One' }),
      reject(paymentId, { reason: 'Two' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('proof_rejections')
      .select('reason')
      .where('payment_id', '=', paymentId)
      .execute();
    expect(rows).toHaveLength(1);

    await upload(sp, paymentId);
    await send(t, 'PUT', `/api/updatePaymentStatus/${paymentId}`, admin, { status: 'Paid' });
    const paid = await reject(paymentId, { reason: 'Too late' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('invoice.proof_not_in_review');
    expect((await reject(2_000_000_000, { reason: 'x' })).statusCode).toBe(404);
  });

  it('does not reject a proof replaced after the admin looked at it', async () => {
    const paymentId = await newInvoice(sp);
    expect((await upload(sp, paymentId)).statusCode).toBe(200);
    const waiting = (await send(t, 'GET', '/api/admin/pending-payments', admin)).json().items;
    const seen = waiting.find((p: { payment_id: number }) => p.payment_id === paymentId);
    expect(seen.proof_uploaded_at).toBe(now.toISOString());
    // The provider uploads a better proof an hour later, before the admin decides.
    expect((await upload(sp, paymentId, pngBytes())).statusCode).toBe(200);
    await t.db
      .updateTable('invoices')
      .set({ proof_uploaded_at: new Date(now.getTime() + 3_600_000) })
      .where('payment_id', '=', paymentId)
      .execute();
    const stale = await reject(paymentId, {
      reason: 'Unreadable',
      proof_uploaded_at: seen.proof_uploaded_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('invoice.proof_changed');
    expect((await invoiceIn(sp, paymentId))?.status).toBe('uploaded');
    const current = await reject(paymentId, {
      reason: 'Still unreadable',
      proof_uploaded_at: new Date(now.getTime() + 3_600_000).toISOString(),
    });
    expect(current.statusCode).toBe(200);
  });

  it('answers 400 for a missing, blank, too long or non-text reason and a bad id', async () => {
    const paymentId = await newInvoice(sp);
    await upload(sp, paymentId);
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 42 },
      { reason: 'nul \u0000 here' },
    ]) {
      const res = await reject(paymentId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect((await reject('abc', { reason: 'x' })).statusCode).toBe(400);
    expect((await reject(paymentId, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to the invoice’s own provider and to clients', async () => {
    const paymentId = await newInvoice(sp);
    await upload(sp, paymentId);
    const client = await newClient(t);
    expect((await reject(paymentId, { reason: 'x' }, null)).statusCode).toBe(401);
    expect((await reject(paymentId, { reason: 'x' }, sp.token)).statusCode).toBe(403);
    expect((await reject(paymentId, { reason: 'x' }, client.token)).statusCode).toBe(403);
    expect((await invoiceIn(sp, paymentId))?.status).toBe('uploaded');
  });

  it('shows a rejection only to the invoice’s provider and the admin', async () => {
    const paymentId = await newInvoice(sp);
    await upload(sp, paymentId);
    await reject(paymentId, { reason: 'Blurry photo' });
    const other = await newProvider(t);
    expect((await get(t, `/api/sp/invoiceDetails/${paymentId}`, other.token)).statusCode).toBe(404);
    const seen = (await get(t, `/api/sp/invoiceDetails/${paymentId}`, admin)).json();
    expect(seen.proof_rejection?.reason).toBe('Blurry photo');
  });
});
