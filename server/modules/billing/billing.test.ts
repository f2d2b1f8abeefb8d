import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import { invoiceRunner } from '../../test/invoices';
import {
  acceptedOrder,
  newClient,
  newProvider,
  setStatus,
  type User,
} from '../../test/marketplace';
import { exeBytes, multipart, pngBytes } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

let now = new Date('2026-06-02T09:00:00Z');
const clock = () => now;
let t: TestApp;
let admin: string;
let client: User;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { clock });
  admin = await adminToken(t);
  client = await newClient(t);
});
afterAll(() => t.close());

/** A completed order of `price`, completed at `when`. */
async function completed(sp: User, price: number, when: string) {
  const requestId = await acceptedOrder(t, client, sp, price);
  await setStatus(t, sp, requestId, 'completed');
  await t.db
    .updateTable('service_requests')
    .set({ completed_date: new Date(when) })
    .where('request_id', '=', requestId)
    .execute();
}

/** A billing service of its own, as a second server process would have. */
const generator = () => invoiceRunner(t, clock);

const invoicesOf = async (sp: User) =>
  (await get(t, `/api/sp/invoices/${sp.id}`, sp.token)).json() as {
    payment_id: number;
    billing_month: number;
    billing_year: number;
    total_earnings: number;
    amount_due: number;
    due_date: string;
    status: string;
  }[];

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const uploadProof = (sp: User, paymentId: number, bytes = pdf(), name = 'proof.pdf') =>
  send(
    t,
    'PUT',
    '/api/sp/invoice/payment',
    sp.token,
    multipart(
      { payment_id: paymentId, sp_id: 1, folder: 'payments' },
      { field: 'proofOfPayment', name, type: 'application/pdf', bytes },
    ),
  );

describe('invoice generation', () => {
  it('bills each finished UTC month with completed orders once, due on the 15th after', async () => {
    const sp = await newProvider(t);
    await completed(sp, 100, '2026-03-31T23:59:59.999Z');
    await completed(sp, 200, '2026-04-01T00:00:00.000Z');
    await completed(sp, 300.5, '2026-04-30T23:59:59.999Z');
    // May has nothing; June is the current month and is not billed yet.
    await completed(sp, 999, '2026-06-01T00:00:00.000Z');
    await generator().generate();
    const invoices = await invoicesOf(sp);
    expect(
      invoices.map((i) => [
        i.billing_year,
        i.billing_month,
        i.total_earnings,
        i.amount_due,
        i.due_date,
      ]),
    ).toEqual([
      [2026, 4, 500.5, 50.05, '2026-05-15'],
      [2026, 3, 100, 10, '2026-04-15'],
    ]);
    const current = await get(t, `/api/sp/invoices/${sp.id}/current`, sp.token);
    expect(current.json()).toEqual({
      billing_month: 6,
      billing_year: 2026,
      total_earnings: 999,
      amount_due: 99.9,
    });
  });

  it('waits ten minutes after a month ends before billing it', async () => {
    const sp = await newProvider(t);
    await completed(sp, 80, '2026-06-30T23:59:59.000Z');
    now = new Date('2026-07-01T00:09:00Z');
    await generator().generate();
    expect(await invoicesOf(sp)).toHaveLength(0);
    now = new Date('2026-07-01T00:11:00Z');
    await generator().generate();
    expect((await invoicesOf(sp)).map((i) => i.billing_month)).toEqual([6]);
    now = new Date('2026-06-02T09:00:00Z');
  });

  // A month is billed once for everyone (decision 0025): each test below bills a month of its own.
  it('rounds the 10% fee to the nearest minor unit, halves up', async () => {
    const sp = await newProvider(t);
    await completed(sp, 10.05, '2026-07-10T10:00:00Z');
    const other = await newProvider(t);
    await completed(other, 10.04, '2026-07-10T10:00:00Z');
    now = new Date('2026-08-02T09:00:00Z');
    await generator().generate();
    expect((await invoicesOf(sp))[0]?.amount_due).toBe(1.01);
    expect((await invoicesOf(other))[0]?.amount_due).toBe(1);
  });

  it('gives exactly one invoice per provider and month when generators run at once, and again', async () => {
    const sp = await newProvider(t);
    await completed(sp, 700, '2026-08-20T10:00:00Z');
    now = new Date('2026-09-02T09:00:00Z');
    await Promise.all([generator().generate(), generator().generate(), generator().generate()]);
    await generator().generate();
    expect(await invoicesOf(sp)).toHaveLength(1);
  });

  it('turns Overdue once the due day has ended, unless paid', async () => {
    const sp = await newProvider(t);
    await completed(sp, 100, '2026-09-05T10:00:00Z');
    now = new Date('2026-10-02T09:00:00Z');
    await generator().generate();
    now = new Date('2026-10-15T23:59:59.999Z');
    expect((await invoicesOf(sp))[0]?.status).toBe('Pending');
    now = new Date('2026-10-16T00:00:00.000Z');
    const [overdue] = await invoicesOf(sp);
    expect(overdue?.status).toBe('Overdue');
    await send(t, 'PUT', `/api/updatePaymentStatus/${overdue?.payment_id}`, admin, {
      status: 'Paid',
    });
    expect((await invoicesOf(sp))[0]?.status).toBe('Paid');
    now = new Date('2026-06-02T09:00:00Z');
  });
});

describe('proof of payment and the payments desk', () => {
  let sp: User;
  let paymentId: number;
  beforeAll(async () => {
    sp = await newProvider(t);
    await completed(sp, 1234.5, '2026-10-12T10:00:00Z');
    now = new Date('2026-11-02T09:00:00Z');
    await generator().generate();
    now = new Date('2026-11-03T09:00:00Z');
    paymentId = (await invoicesOf(sp))[0]?.payment_id ?? 0;
  });

  it('shows the invoice with its orders and the provider only to its provider and the admin', async () => {
    const details = await get(t, `/api/sp/invoiceDetails/${paymentId}`, sp.token);
    expect(details.json()).toMatchObject({
      total_earnings: 1234.5,
      amount_due: 123.45,
      orders: [{ service_name: 'Leak Repair', client_name: 'Ayesha Khan', price: 1234.5 }],
    });
    expect((await get(t, `/api/sp/invoiceDetails/${paymentId}`, admin)).statusCode).toBe(200);
    const other = await newProvider(t);
    const foreign = await get(t, `/api/sp/invoiceDetails/${paymentId}`, other.token);
    const missing = await get(t, '/api/sp/invoiceDetails/2000000000', other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await get(t, `/api/sp/invoices/${sp.id}`, other.token)).statusCode).toBe(403);
    expect((await get(t, `/api/sp/getprofile/${sp.id}`, sp.token)).json()).toEqual({
      fullname: 'Bilal Raza',
      address: '12 Mall Road',
      city: 'Lahore',
      phone: '03001234567',
    });
    expect((await get(t, `/api/sp/getprofile/${sp.id}`, other.token)).statusCode).toBe(403);
  });

  it('downloads the invoice as a PDF', async () => {
    const res = await get(t, `/api/sp/invoice/pdf/${paymentId}`, sp.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Invoice #${paymentId}`);
    expect(text).toContain('Rs 123.45');
  });

  it('refuses a proof from another provider, a renamed executable, and 5 MB + 1 byte', async () => {
    const other = await newProvider(t);
    expect((await uploadProof(other, paymentId)).statusCode).toBe(404);
    expect((await uploadProof(sp, paymentId, exeBytes(), 'proof.pdf')).statusCode).toBe(400);
    const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 + 1 - pdf().length)]);
    expect(big.length).toBe(5 * 1024 * 1024 + 1);
    expect((await uploadProof(sp, paymentId, big)).statusCode).toBe(413);
    const noFile = await send(
      t,
      'PUT',
      '/api/sp/invoice/payment',
      sp.token,
      multipart({ payment_id: paymentId }),
    );
    expect(noFile.json().error.message).toBe('Please fill in all fields and select a file.');
    expect((await invoicesOf(sp))[0]?.status).toBe('Pending');
  });

  it('lets the admin see the proof and mark it paid; a paid invoice stays paid', async () => {
    const res = await uploadProof(sp, paymentId);
    expect(res.json()).toEqual({ message: 'Proof of payment uploaded successfully.' });
    expect((await invoicesOf(sp))[0]?.status).toBe('uploaded');

    for (const token of [sp.token, client.token, undefined]) {
      expect((await get(t, '/api/getPendingPayments', token)).statusCode).toBe(token ? 403 : 401);
      const mark = await send(t, 'PUT', `/api/updatePaymentStatus/${paymentId}`, token, {
        status: 'Paid',
      });
      expect(mark.statusCode).toBe(token ? 403 : 401);
    }
    const waiting = (await get(t, '/api/getPendingPayments', admin)).json();
    expect(waiting).toContainEqual(
      expect.objectContaining({
        payment_id: paymentId,
        fullname: 'Bilal Raza',
        proof_type: 'application/pdf',
      }),
    );
    const proof = await get(t, `/api/sp/invoice/proof/${paymentId}`, admin);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(
      (await get(t, `/api/sp/invoice/proof/${paymentId}`, (await newProvider(t)).token)).statusCode,
    ).toBe(404);

    const paid = await send(t, 'PUT', `/api/updatePaymentStatus/${paymentId}`, admin, {
      status: 'Paid',
    });
    expect(paid.json().status).toBe('Paid');
    const again = await send(t, 'PUT', `/api/updatePaymentStatus/${paymentId}`, admin, {
      status: 'Paid',
    });
    expect(again.json().status).toBe('Paid');
    expect((await uploadProof(sp, paymentId, pngBytes(), 'proof.png')).statusCode).toBe(409);
    const told = (await get(t, '/api/notifications', sp.token)).json();
    expect(told.notifications[0]).toMatchObject({ kind: 'invoice_paid', room: null, sp_id: sp.id });
    expect((await get(t, '/api/getPendingPayments', admin)).json()).not.toContainEqual(
      expect.objectContaining({ payment_id: paymentId }),
    );
  });
});

describe('GET /api/admin/pending-payments', () => {
  it('pages the proofs waiting for review, oldest proof first, each once', async () => {
    const waiting: number[] = [];
    for (let i = 0; i < 5; i++) {
      const sp = await newProvider(t);
      const row = await t.db
        .insertInto('invoices')
        .values({
          sp_id: sp.id,
          billing_year: 2020,
          billing_month: 1,
          total_earnings_minor: 10000,
          amount_due_minor: 1000,
          due_date: '2020-02-15',
          status: 'uploaded',
          proof_of_payment: 'proof.pdf',
          // Uploaded in the reverse order of the ids: the list follows the upload time.
          proof_uploaded_at: new Date(Date.UTC(2020, 1, 10 - i)),
        })
        .returning('payment_id')
        .executeTakeFirstOrThrow();
      waiting.unshift(row.payment_id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/admin/pending-payments?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(t, url, admin)).json();
      seen.push(...page.items.map((p: { payment_id: number }) => p.payment_id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 20);
    // Other tests' proofs may wait too (uploaded later): ours come first, in upload order.
    expect(seen.slice(0, 5)).toEqual(waiting);
    expect(new Set(seen).size).toBe(seen.length);
    const spec = (await get(t, '/api/getPendingPayments', admin)).json();
    expect(spec.map((p: { payment_id: number }) => p.payment_id)).toEqual(seen);
    expect((await get(t, '/api/admin/pending-payments?cursor=x', admin)).statusCode).toBe(400);
  });
});
