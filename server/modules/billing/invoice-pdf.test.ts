import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetails, InvoiceLine } from '#contracts/billing';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import { unpaidOctoberInvoice } from '../../test/invoices';
import { fileRequest, newClient, newProvider, type User } from '../../test/marketplace';
import { pdfPages, pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invoicePdf } from './invoice-pdf';

/*
 * The invoice in the provider's language, read back with pdftotext as a reader would copy it.
 * The Urdu names use letters Naskh draws with one shared glyph (the initial ب of "بلال" and ن
 * of "نمبر", ر and ز): they read back right only if each glyph maps to its own letters.
 */
const URDU_PROVIDER = {
  fullname: 'بلال رضا',
  address: 'دکان نمبر 3، لالہ زار کالونی',
  city: 'لاہور',
  phone: '03001234567',
};

/** The report's name (N5): "gnp.exe" overridden to print as "exe.png". */
const OVERRIDDEN = '\u202Egnp.exe\u202C\u200Fابج';

const line = (i: number, overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  line_id: i,
  kind: 'order',
  request_id: 5000 + i,
  service_name: i % 2 ? 'پلمبنگ کی مرمت' : 'AC Repair',
  client_name: i % 2 ? 'عائشہ خان' : 'Sara Ahmed',
  address: i % 2 ? 'گلبرگ، لاہور' : 'Model Town',
  completed_date: '2026-10-12T10:00:00.000Z',
  price: 1000,
  amount: 1000,
  fee: 100,
  ...overrides,
});

const invoiceOf = (orders: InvoiceLine[]): InvoiceDetails => ({
  payment_id: 77,
  sp_id: 1,
  billing_month: 10,
  billing_year: 2026,
  total_earnings: orders.reduce((sum, o) => sum + o.amount, 0),
  amount_due: orders.reduce((sum, o) => sum + o.fee, 0),
  due_date: '2026-11-15',
  status: 'Pending',
  proof_of_payment: null,
  paid_at: null,
  proof_rejection: null,
  orders,
});

describe('the invoice PDF in Urdu', () => {
  it('prints Urdu names, addresses and labels in Arabic script, right to left', async () => {
    const orders = [line(1), line(2), line(3, { kind: 'adjustment', price: 1250, amount: 250 })];
    const pdf = await invoicePdf(
      invoiceOf(orders),
      URDU_PROVIDER,
      'PKR',
      'میزان بینک، اکاؤنٹ نمبر 0101\nIBAN: PK36 SCBL 0000 0011 2345 6702',
      'ur',
    );
    const [page, ...more] = await pdfPages(pdf);
    expect(more).toEqual([]);
    const cells = page?.cells ?? [];
    for (const text of [
      'سروس ہب',
      'انوائس نمبر 77',
      'بلال رضا',
      'لاہور',
      'عائشہ خان',
      'پلمبنگ کی مرمت',
      'ذیلی میزان',
      'واجب الادا رقم',
      'ادائیگی کا طریقہ',
      'IBAN: PK36 SCBL 0000 0011 2345 6702',
      'Sara Ahmed',
      'Rs 300.00',
    ]) {
      expect(cells).toContain(text);
    }
    expect(page?.lines.join('\n')).toContain('لالہ زار کالونی');
    // The columns mirrored: the line of headers reads fee first from the left, order last.
    expect(page?.lines).toContainEqual(
      expect.stringMatching(/^فیس\s+رقم\s+مکمل ہوا\s+پتا\s+کلائنٹ\s+سروس\s+آرڈر$/),
    );
    expect(cells).not.toContain('Amount due');
  });

  it('runs to as many pages as the lines need, with the Urdu headers on each', async () => {
    const orders = Array.from({ length: 60 }, (_, i) => line(i + 1));
    const pages = await pdfPages(
      await invoicePdf(invoiceOf(orders), URDU_PROVIDER, 'PKR', '', 'ur'),
    );
    expect(pages).toHaveLength(2);
    // pdftotext puts the spaces around numbers in Urdu lines where it guesses: compare words.
    const page = (n: number) => new RegExp(`^صفحہ\\s*${n}\\s*از\\s*2$`);
    for (const [i, { cells, lines }] of pages.entries()) {
      expect(cells).toEqual(expect.arrayContaining(['آرڈر', 'سروس', 'کلائنٹ', 'رقم', 'فیس']));
      expect(lines).toContainEqual(expect.stringMatching(page(i + 1)));
    }
    const printed = pages.flatMap((p) => p.cells);
    for (const order of orders) {
      expect(printed.filter((cell) => cell === `#${order.request_id}`)).toHaveLength(1);
    }
    expect(pages[1]?.lines[0]).toMatch(/^انوائس نمبر.*77.*اکتوبر.*2026.*جاری/);
  });

  it('keeps the English words in English', async () => {
    const [page] = await pdfPages(
      await invoicePdf(invoiceOf([line(2)]), URDU_PROVIDER, 'PKR', '', 'en'),
    );
    expect(page?.cells).toEqual(
      expect.arrayContaining(['Invoice #77', 'Billing month: October 2026', 'بلال رضا']),
    );
    expect(page?.cells).toContain('Order');
    expect(page?.cells).toContain('Amount due');
  });

  it('prints names stored with a bidi override in the order they were typed, not reversed', async () => {
    const orders = [line(1, { client_name: OVERRIDDEN, service_name: 'Leak \u202Egnp.exe' })];
    for (const language of ['en', 'ur'] as const) {
      const text = await pdfText(
        await invoicePdf(
          invoiceOf(orders),
          { ...URDU_PROVIDER, address: `\u2067${URDU_PROVIDER.address}` },
          'PKR',
          '',
          language,
        ),
      );
      expect(text, language).not.toContain('exe.png');
      expect(text, language).toContain('gnp.exe');
      expect(text, language).toContain('Leak gnp.exe');
    }
  });
});

describe('the invoice PDF download', () => {
  let t: TestApp;
  let sp: User;
  beforeAll(async () => {
    t = await createTestApp(adminEnv);
    sp = await newProvider(t);
  });
  afterAll(() => t.close());

  /** An invoice of the provider's for a month of 2026, with no lines; its id. */
  const emptyInvoice = async (month: number) =>
    (
      await t.db
        .insertInto('invoices')
        .values({
          sp_id: sp.id,
          billing_year: 2026,
          billing_month: month,
          total_earnings_minor: 0,
          amount_due_minor: 0,
          due_date: `2026-${String(month + 1).padStart(2, '0')}-15`,
        })
        .returning('payment_id')
        .executeTakeFirstOrThrow()
    ).payment_id;

  it('is written in the language the provider reads, with their name as they wrote it', async () => {
    await t.db
      .updateTable('service_providers')
      .set({ first_name: 'بلال', last_name: 'رضا', address: URDU_PROVIDER.address })
      .where('sp_id', '=', sp.id)
      .execute();
    const paymentId = await emptyInvoice(10);
    const download = async () => {
      const res = await get(t, `/api/sp/invoice/pdf/${paymentId}`, sp.token);
      expect(res.statusCode).toBe(200);
      return (await pdfPages(res.rawPayload)).flatMap((page) => page.cells);
    };

    const english = await download();
    expect(english).toEqual(
      expect.arrayContaining([`Invoice #${paymentId}`, 'بلال رضا', 'Amount due']),
    );

    const switched = await send(t, 'PUT', '/api/account/language', sp.token, { language: 'ur' });
    expect(switched.statusCode).toBe(200);
    const urdu = await download();
    expect(urdu).toEqual(
      expect.arrayContaining([
        `انوائس نمبر ${paymentId}`,
        'بلال رضا',
        'اس انوائس میں کوئی آرڈر شامل نہیں۔',
        'واجب الادا رقم',
      ]),
    );
    expect(urdu).not.toContain('Amount due');
  });

  it("names the services and city in the provider's language, for the provider and the admin alike (decision 0059)", async () => {
    const admin = await adminToken(t);
    /** A provider reading `language`, and its invoice billing a request as 'Leak Repair'. */
    const billed = async (language: 'en' | 'ur') => {
      const requestId = await fileRequest(t, await newClient(t));
      const owner = await newProvider(t);
      expect(
        (await send(t, 'PUT', '/api/account/language', owner.token, { language })).statusCode,
      ).toBe(200);
      const payment_id = await unpaidOctoberInvoice(t.db, owner.id);
      await t.db
        .insertInto('invoice_lines')
        .values({
          payment_id,
          request_id: requestId,
          kind: 'order',
          service_name: 'Leak Repair',
          client_name: 'Sara Ahmed',
          address: 'Model Town',
          completed_date: new Date('2026-10-12T10:00:00Z'),
          price_minor: 100_000,
          earnings_minor: 100_000,
          fee_minor: 10_000,
          created_at: new Date('2026-11-01T00:00:00Z'),
        })
        .execute();
      return { owner, paymentId: payment_id };
    };
    const cellsOf = async (paymentId: number, token: string) => {
      const res = await get(t, `/api/sp/invoice/pdf/${paymentId}`, token);
      expect(res.statusCode).toBe(200);
      return (await pdfPages(res.rawPayload)).flatMap((page) => page.cells);
    };

    const inUrdu = await billed('ur');
    for (const token of [inUrdu.owner.token, admin]) {
      const cells = await cellsOf(inUrdu.paymentId, token);
      expect(cells).toEqual(expect.arrayContaining(['لیک کی مرمت', 'لاہور']));
      expect(cells.join(' ')).not.toMatch(/Leak Repair|Lahore/);
    }
    const inEnglish = await billed('en');
    const cells = await cellsOf(inEnglish.paymentId, inEnglish.owner.token);
    expect(cells).toEqual(expect.arrayContaining(['Leak Repair', 'Lahore']));
  });

  it('prints the name of a row stored before the rule, override and all, as typed', async () => {
    await t.db
      .updateTable('service_providers')
      .set({ first_name: OVERRIDDEN, last_name: 'Raza' })
      .where('sp_id', '=', sp.id)
      .execute();
    const paymentId = await emptyInvoice(9);
    const res = await get(t, `/api/sp/invoice/pdf/${paymentId}`, sp.token);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).not.toContain('exe.png');
    expect(text).toContain('gnp.exe');
  });
});
