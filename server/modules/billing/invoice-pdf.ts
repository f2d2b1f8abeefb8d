import type { BillingProfile, InvoiceDetails, InvoiceLine } from '../../../contracts/billing';
import { INVOICE_BADGES, PLATFORM_FEE_PERCENT } from '../../../contracts/billing';
import { formatMoney } from '../../../contracts/money';
import { type PdfLine, type PdfPage, pdfDocument, textWidth } from '../../lib/simple-pdf';
import { wrapText } from './pdf-text';

export const monthName = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
const LEFT = 40;
const RIGHT = 555;

/** Left edges of the text columns; amounts end at their `right` edge. */
const col = {
  order: LEFT,
  service: 88,
  client: 180,
  address: 264,
  completed: 350,
  price: { right: 475, header: 'Amount' },
  fee: { right: RIGHT, header: 'Fee' },
};

/** `text` cut with "..." to fit `width` points at `size`. */
function fitText(text: string, width: number, size = ROW_SIZE): string {
  if (textWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && textWidth(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/**
 * The invoice as an A4 PDF of as many pages as its lines need: the provider and invoice on the
 * first page, the column headers on every page, an adjustment line marked under its row, the
 * totals after the last line, then how to pay (the admin's payment instructions, when set),
 * and "Page i of n" at the foot of each page.
 */
export function invoicePdf(
  invoice: InvoiceDetails,
  provider: BillingProfile,
  currency: string,
  instructions = '',
): Buffer {
  const money = (n: number) => formatMoney(n, currency);
  const pages: PdfPage[] = [];
  let page: PdfPage = { lines: firstPageHeader(invoice, provider), rules: [] };
  let y = FIRST_ROW_Y;
  const newPage = () => {
    pages.push(page);
    page = { lines: nextPageHeader(invoice), rules: [] };
    y = NEXT_ROW_Y;
  };
  const columnHeaders = (at: number) => {
    page.lines.push(
      ...(
        [
          ['Order', col.order],
          ['Service', col.service],
          ['Client', col.client],
          ['Address', col.address],
          ['Completed', col.completed],
        ] as const
      ).map(([text, x]) => ({ x, y: at, text, bold: true })),
      { x: col.price.right, y: at, text: col.price.header, bold: true, align: 'right' },
      { x: col.fee.right, y: at, text: col.fee.header, bold: true, align: 'right' },
    );
    page.rules?.push({ y: at - 6, x1: LEFT, x2: RIGHT });
  };
  columnHeaders(FIRST_ROW_Y + 16);

  if (invoice.orders.length === 0) {
    page.lines.push({ x: LEFT, y, text: 'No orders are billed on this invoice.', size: ROW_SIZE });
    y -= ORDER_ROW;
  }
  for (const line of invoice.orders) {
    const height = line.kind === 'adjustment' ? ADJUSTMENT_ROW : ORDER_ROW;
    if (y - height + ORDER_ROW < BOTTOM) {
      newPage();
      columnHeaders(NEXT_ROW_Y + 16);
    }
    page.lines.push(...row(line, y, money));
    y -= height;
  }

  const adjusted = invoice.orders.some((l) => l.kind === 'adjustment');
  const totalsHeight = 56 + (adjusted ? 24 : 0);
  if (y - totalsHeight < BOTTOM) newPage();
  y -= 10;
  if (adjusted) {
    page.lines.push({
      x: LEFT,
      y,
      text: 'Adjustment: a change to an order billed on an earlier invoice; its amount and fee are the difference.',
      size: NOTE_SIZE,
    });
    y -= 24;
  }
  const credit = invoice.amount_due < 0;
  page.rules?.push({ y: y + 12, x1: 330, x2: RIGHT });
  page.lines.push(
    { x: 330, y, text: 'Subtotal' },
    { x: RIGHT, y, text: money(invoice.total_earnings), align: 'right' },
    { x: 330, y: y - 16, text: `Platform fee (${PLATFORM_FEE_PERCENT}%)` },
    { x: RIGHT, y: y - 16, text: money(invoice.amount_due), align: 'right' },
    { x: 330, y: y - 36, text: credit ? 'Credit to you' : 'Amount due', bold: true, size: 12 },
    {
      x: RIGHT,
      y: y - 36,
      text: money(Math.abs(invoice.amount_due)),
      bold: true,
      size: 12,
      align: 'right',
    },
  );

  const howToPay = wrapText(instructions, RIGHT - LEFT, ROW_SIZE);
  if (howToPay.length > 0) {
    y -= 76;
    // The heading stays with the first lines under it.
    if (y - 16 - INSTRUCTION_ROW * Math.min(3, howToPay.length) < BOTTOM) {
      newPage();
      y = NEXT_ROW_Y + 16;
    }
    page.lines.push({ x: LEFT, y, text: 'How to pay', bold: true, size: 11 });
    page.rules?.push({ y: y - 6, x1: LEFT, x2: RIGHT });
    y -= 22;
    for (const text of howToPay) {
      if (y < BOTTOM) {
        newPage();
        y = NEXT_ROW_Y + 16;
      }
      if (text) page.lines.push({ x: LEFT, y, text, size: ROW_SIZE });
      y -= INSTRUCTION_ROW;
    }
  }
  pages.push(page);

  pages.forEach((p, i) => {
    p.lines.push({ x: LEFT, y: 30, text: `Page ${i + 1} of ${pages.length}`, size: 8 });
  });
  return pdfDocument(pages);
}

function row(line: InvoiceLine, y: number, money: (n: number) => string): PdfLine[] {
  const cells: PdfLine[] = [
    { x: col.order, y, text: `#${line.request_id}` },
    { x: col.service, y, text: fitText(line.service_name, col.client - col.service - 6) },
    { x: col.client, y, text: fitText(line.client_name, col.address - col.client - 6) },
    { x: col.address, y, text: fitText(line.address, col.completed - col.address - 6) },
    { x: col.completed, y, text: line.completed_date.slice(0, 10) },
    { x: col.price.right, y, text: money(line.amount), align: 'right' },
    { x: col.fee.right, y, text: money(line.fee), align: 'right' },
  ];
  if (line.kind === 'adjustment') {
    const before = line.price - line.amount;
    const now = line.price === 0 ? 'order cancelled' : `price now ${money(line.price)}`;
    cells.push({
      x: col.service,
      y: y - 11,
      text: `Adjustment: ${now} (billed before at ${money(before)})`,
      size: NOTE_SIZE,
      bold: true,
    });
  }
  return cells.map((cell) => ({ size: ROW_SIZE, ...cell }));
}

function firstPageHeader(invoice: InvoiceDetails, provider: BillingProfile): PdfLine[] {
  return [
    { x: LEFT, y: 790, text: 'ServiceHub', size: 20, bold: true },
    { x: LEFT, y: 770, text: `Invoice #${invoice.payment_id}`, size: 12, bold: true },
    {
      x: LEFT,
      y: 754,
      text: `Billing month: ${monthName(invoice.billing_year, invoice.billing_month)}`,
    },
    {
      x: LEFT,
      y: 740,
      text: `Due date: ${invoice.due_date}    Status: ${INVOICE_BADGES[invoice.status].label}`,
    },
    { x: 350, y: 770, text: provider.fullname, bold: true },
    { x: 350, y: 756, text: provider.address },
    { x: 350, y: 742, text: provider.city },
    { x: 350, y: 728, text: provider.phone },
  ];
}

function nextPageHeader(invoice: InvoiceDetails): PdfLine[] {
  return [
    { x: LEFT, y: 795, text: 'ServiceHub', size: 12, bold: true },
    {
      x: 350,
      y: 795,
      text: `Invoice #${invoice.payment_id}, ${monthName(invoice.billing_year, invoice.billing_month)} (continued)`,
      size: 9,
    },
  ];
}
