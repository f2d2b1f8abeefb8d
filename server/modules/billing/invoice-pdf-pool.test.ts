import { afterAll, expect, it } from 'vitest';
import type { InvoiceDetails } from '#contracts/billing';
import { pdfText } from '../../test/pdf-text';
import { createInvoicePdfPool } from './invoice-pdf-pool';

// At the server's priority: a lower one starves on a machine busy with the other tests.
const pool = createInvoicePdfPool({ maxThreads: 2, niceIncrement: 0 });
afterAll(() => pool.close());

const provider = {
  fullname: 'Bilal Raza',
  address: '9 Jail Road',
  city: 'Lahore',
  phone: '03001234567',
};

const invoiceOf = (paymentId: number): InvoiceDetails => ({
  payment_id: paymentId,
  sp_id: 1,
  billing_month: 10,
  billing_year: 2026,
  total_earnings: 1000,
  amount_due: 100,
  due_date: '2026-11-15',
  status: 'Pending',
  proof_of_payment: null,
  paid_at: null,
  proof_rejection: null,
  orders: [
    {
      line_id: 1,
      kind: 'order',
      request_id: 5001,
      service_name: 'AC Repair',
      client_name: 'Sara Ahmed',
      address: 'Model Town',
      completed_date: '2026-10-12T10:00:00.000Z',
      price: 1000,
      amount: 1000,
      fee: 100,
    },
  ],
});

it('renders invoice PDFs on its threads, ten at once, each of its own invoice and language', async () => {
  expect(pool.completed()).toBe(0);
  const languages = ['en', 'ur'] as const;
  const pdfs = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      pool.render({
        invoice: invoiceOf(700 + i),
        provider,
        currency: 'PKR',
        instructions: '',
        language: languages[i % 2] ?? 'en',
      }),
    ),
  );
  expect(pool.completed()).toBe(10);
  for (const [i, pdf] of pdfs.entries()) {
    const text = await pdfText(pdf);
    // The invoice number in the reader's numerals: 700 in English, ۷۰۰ in Urdu.
    expect(text).toContain(
      i % 2 === 0 ? `${700 + i}` : (700 + i).toLocaleString('ur-PK', { useGrouping: false }),
    );
  }
});
