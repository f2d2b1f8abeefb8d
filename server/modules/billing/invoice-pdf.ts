import {
  type BillingProfile,
  type InvoiceDetails,
  type InvoiceLine,
  type InvoiceStatus,
  PLATFORM_FEE_PERCENT,
} from '#contracts/billing';
import { formatMoney } from '#contracts/money';
import type { TextKey, TextParams } from '#locales/catalog';
import { directionOf, intlLocaleOf, type Language } from '#locales/languages';
import { textOf } from '../../lib/i18n';
import { type Placement, scriptPdf } from '../../lib/script-pdf';
import { fitText, wrapText } from './pdf-text';

const ROW_SIZE = 9;
const NOTE_SIZE = 7.5;
const ORDER_ROW = 16;
const ADJUSTMENT_ROW = 27;
const INSTRUCTION_ROW = 12;
/** Where the first row's text sits on the first page and on the pages after it. */
const FIRST_ROW_Y = 684;
const NEXT_ROW_Y = 744;
/** Nothing is written below this but the page number. */
const BOTTOM = 60;
/** Distances from the page's start edge (the left in English, the right in Urdu). */
const START = 40;
const END = 555;
const PROVIDER = 350;
const TOTALS = 330;

/** Start edges of the text columns; amounts end at their `end` edge. */
const col = {
  order: START,
  service: 88,
  client: 180,
  address: 264,
  completed: 350,
  amount: 475,
  fee: END,
};

const STATUS_KEYS: Record<InvoiceStatus, TextKey> = {
  Pending: 'pdf.status.pending',
  uploaded: 'pdf.status.uploaded',
  Paid: 'pdf.status.paid',
  Overdue: 'pdf.status.overdue',
};

/** The words, money and dates of one language. */
function wordsOf(language: Language, currency: string) {
  const locale = intlLocaleOf(language);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    t: (key: TextKey, params?: TextParams) => textOf(language, key, params),
    money: (n: number) => formatMoney(n, currency, locale),
    /** A day ('2026-11-15' or an ISO moment, read in UTC); the raw text when it is not one. */
    day: (value: string) => {
      const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
      return Number.isNaN(date.getTime()) ? value : day.format(date);
    },
    month: (year: number, m: number) => month.format(new Date(Date.UTC(year, m - 1, 1))),
  };
}
type Words = ReturnType<typeof wordsOf>;

/** What one invoice PDF is made of, as it travels to a thread of the pool. */
export type InvoicePdfInput = {
  invoice: InvoiceDetails;
  provider: BillingProfile;
  currency: string;
  instructions: string;
  language: Language;
};
type Line = Placement & { text: string };

/**
 * The invoice as an A4 PDF, in the provider's language, of as many pages as its lines need:
 * the provider and invoice on the first page, the column headers on every page, an adjustment
 * line marked under its row, the totals after the last line, then how to pay (the admin's
 * payment instructions, when set), and "Page i of n" at the foot of each page. In Urdu the
 * layout is mirrored (right to left); names and addresses print in their own script.
 */
export function invoicePdf(
  invoice: InvoiceDetails,
  provider: BillingProfile,
  currency: string,
  instructions = '',
  language: Language = 'en',
): Promise<Buffer> {
  const w = wordsOf(language, currency);
  const { t } = w;
  const pdf = scriptPdf({
    direction: directionOf(language),
    lang: language,
    title: t('pdf.invoice.title', { id: invoice.payment_id }),
  });
  const clip = (text: string, width: number, size = ROW_SIZE) =>
    fitText(text, width, (s) => pdf.width(s, { size }));

  // Laid out first, then written: each page's foot says how many pages there are.
  type Page = { lines: Line[]; rules: { y: number; from: number; to: number }[] };
  const pages: Page[] = [];
  let page: Page = { lines: firstPageHeader(invoice, provider, w, clip), rules: [] };
  let y = FIRST_ROW_Y;
  const newPage = () => {
    pages.push(page);
    page = { lines: nextPageHeader(invoice, w), rules: [] };
    y = NEXT_ROW_Y;
  };
  const columnHeaders = (at: number) => {
    page.lines.push(
      ...(
        [
          ['pdf.columns.order', col.order],
          ['pdf.columns.service', col.service],
          ['pdf.columns.client', col.client],
          ['pdf.columns.address', col.address],
          ['pdf.columns.completed', col.completed],
        ] as const
      ).map(([key, x]) => ({ x, y: at, text: t(key), bold: true })),
      { x: col.amount, y: at, text: t('pdf.columns.amount'), bold: true, align: 'end' },
      { x: col.fee, y: at, text: t('pdf.columns.fee'), bold: true, align: 'end' },
    );
    page.rules.push({ y: at - 6, from: START, to: END });
  };
  columnHeaders(FIRST_ROW_Y + 16);

  if (invoice.orders.length === 0) {
    page.lines.push({ x: START, y, text: t('pdf.noOrders'), size: ROW_SIZE });
    y -= ORDER_ROW;
  }
  for (const line of invoice.orders) {
    const height = line.kind === 'adjustment' ? ADJUSTMENT_ROW : ORDER_ROW;
    if (y - height + ORDER_ROW < BOTTOM) {
      newPage();
      columnHeaders(NEXT_ROW_Y + 16);
    }
    page.lines.push(...row(line, y, w, clip));
    y -= height;
  }

  const adjusted = invoice.orders.some((l) => l.kind === 'adjustment');
  const totalsHeight = 56 + (adjusted ? 24 : 0);
  if (y - totalsHeight < BOTTOM) newPage();
  y -= 10;
  if (adjusted) {
    page.lines.push({ x: START, y, text: t('pdf.adjustment.note'), size: NOTE_SIZE });
    y -= 24;
  }
  const credit = invoice.amount_due < 0;
  page.rules.push({ y: y + 12, from: TOTALS, to: END });
  page.lines.push(
    { x: TOTALS, y, text: t('pdf.totals.subtotal') },
    { x: END, y, text: w.money(invoice.total_earnings), align: 'end' },
    {
      x: TOTALS,
      y: y - 16,
      text: t('pdf.totals.platformFee', { percent: PLATFORM_FEE_PERCENT }),
    },
    { x: END, y: y - 16, text: w.money(invoice.amount_due), align: 'end' },
    {
      x: TOTALS,
      y: y - 36,
      text: t(credit ? 'pdf.totals.credit' : 'pdf.totals.amountDue'),
      bold: true,
      size: 12,
    },
    {
      x: END,
      y: y - 36,
      text: w.money(Math.abs(invoice.amount_due)),
      bold: true,
      size: 12,
      align: 'end',
    },
  );

  const howToPay = wrapText(instructions, END - START, (s) => pdf.width(s, { size: ROW_SIZE }));
  if (howToPay.length > 0) {
    y -= 76;
    // The heading stays with the first lines under it.
    if (y - 16 - INSTRUCTION_ROW * Math.min(3, howToPay.length) < BOTTOM) {
      newPage();
      y = NEXT_ROW_Y + 16;
    }
    page.lines.push({ x: START, y, text: t('pdf.howToPay'), bold: true, size: 11 });
    page.rules.push({ y: y - 6, from: START, to: END });
    y -= 22;
    for (const text of howToPay) {
      if (y < BOTTOM) {
        newPage();
        y = NEXT_ROW_Y + 16;
      }
      if (text) page.lines.push({ x: START, y, text, size: ROW_SIZE, dir: 'auto' });
      y -= INSTRUCTION_ROW;
    }
  }
  pages.push(page);

  pages.forEach((p, i) => {
    if (i > 0) pdf.addPage();
    for (const r of p.rules) pdf.rule(r.y, r.from, r.to);
    for (const { text, ...at } of p.lines) pdf.text(text, at);
    pdf.text(t('pdf.invoice.page', { page: i + 1, pages: pages.length }), {
      x: START,
      y: 30,
      size: 8,
    });
  });
  return pdf.end();
}

type Clip = (text: string, width: number, size?: number) => string;

function row(line: InvoiceLine, y: number, w: Words, clip: Clip): Line[] {
  const cells: Line[] = [
    { x: col.order, y, text: w.t('pdf.orderNumber', { id: line.request_id }) },
    {
      x: col.service,
      y,
      text: clip(line.service_name, col.client - col.service - 6),
      dir: 'auto',
    },
    { x: col.client, y, text: clip(line.client_name, col.address - col.client - 6), dir: 'auto' },
    {
      x: col.address,
      y,
      text: clip(line.address, col.completed - col.address - 6),
      dir: 'auto',
    },
    { x: col.completed, y, text: w.day(line.completed_date) },
    { x: col.amount, y, text: w.money(line.amount), align: 'end' },
    { x: col.fee, y, text: w.money(line.fee), align: 'end' },
  ];
  if (line.kind === 'adjustment') {
    const before = w.money(line.price - line.amount);
    cells.push({
      x: col.service,
      y: y - 11,
      text:
        line.price === 0
          ? w.t('pdf.adjustment.cancelled', { before })
          : w.t('pdf.adjustment.repriced', { price: w.money(line.price), before }),
      size: NOTE_SIZE,
      bold: true,
    });
  }
  return cells.map((cell) => ({ size: ROW_SIZE, ...cell }));
}

function firstPageHeader(
  invoice: InvoiceDetails,
  provider: BillingProfile,
  w: Words,
  clip: Clip,
): Line[] {
  const width = END - PROVIDER;
  return [
    { x: START, y: 790, text: w.t('pdf.brand'), size: 20, bold: true },
    {
      x: START,
      y: 770,
      text: w.t('pdf.invoice.title', { id: invoice.payment_id }),
      size: 12,
      bold: true,
    },
    {
      x: START,
      y: 754,
      text: w.t('pdf.invoice.billingMonth', {
        month: w.month(invoice.billing_year, invoice.billing_month),
      }),
    },
    {
      x: START,
      y: 740,
      text: w.t('pdf.invoice.dueAndStatus', {
        date: w.day(invoice.due_date),
        status: w.t(STATUS_KEYS[invoice.status]),
      }),
    },
    { x: PROVIDER, y: 770, text: clip(provider.fullname, width, 10), bold: true, dir: 'auto' },
    { x: PROVIDER, y: 756, text: clip(provider.address, width, 10), dir: 'auto' },
    { x: PROVIDER, y: 742, text: clip(provider.city, width, 10), dir: 'auto' },
    { x: PROVIDER, y: 728, text: provider.phone, dir: 'auto' },
  ];
}

function nextPageHeader(invoice: InvoiceDetails, w: Words): Line[] {
  return [
    { x: START, y: 795, text: w.t('pdf.brand'), size: 12, bold: true },
    {
      x: PROVIDER,
      y: 795,
      text: w.t('pdf.invoice.continued', {
        id: invoice.payment_id,
        month: w.month(invoice.billing_year, invoice.billing_month),
      }),
      size: 9,
    },
  ];
}
