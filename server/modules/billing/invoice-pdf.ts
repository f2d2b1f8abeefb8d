import type { BillingProfile, InvoiceDetails } from '../../../contracts/billing';
import { PLATFORM_FEE_PERCENT } from '../../../contracts/billing';
import { formatMoney } from '../../../contracts/money';
import { type PdfLine, simplePdf } from '../../lib/simple-pdf';

export const monthName = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 3)}...` : text;

/** The invoice as a one-page PDF: provider, each order, subtotal, fee, amount due. */
export function invoicePdf(
  invoice: InvoiceDetails,
  provider: BillingProfile,
  currency: string,
): Buffer {
  const money = (n: number) => formatMoney(n, currency);
  const lines: PdfLine[] = [
    { x: 50, y: 790, text: 'ServiceHub', size: 20, bold: true },
    { x: 50, y: 770, text: `Invoice #${invoice.payment_id}`, size: 12, bold: true },
    {
      x: 50,
      y: 754,
      text: `Billing month: ${monthName(invoice.billing_year, invoice.billing_month)}`,
    },
    {
      x: 50,
      y: 740,
      text: `Due date: ${invoice.due_date}    Status: ${invoice.status === 'uploaded' ? 'Pending' : invoice.status}`,
    },
    { x: 350, y: 770, text: provider.fullname, bold: true },
    { x: 350, y: 756, text: provider.address },
    { x: 350, y: 742, text: provider.city },
    { x: 350, y: 728, text: provider.phone },
    { x: 50, y: 700, text: 'Service', bold: true },
    { x: 170, y: 700, text: 'Client', bold: true },
    { x: 280, y: 700, text: 'Address', bold: true },
    { x: 420, y: 700, text: 'Completed', bold: true },
    { x: 490, y: 700, text: 'Price', bold: true },
  ];
  let y = 684;
  for (const order of invoice.orders.slice(0, 30)) {
    lines.push(
      { x: 50, y, text: cut(order.service_name, 22), size: 9 },
      { x: 170, y, text: cut(order.client_name, 20), size: 9 },
      { x: 280, y, text: cut(order.address, 26), size: 9 },
      { x: 420, y, text: order.completed_date.slice(0, 10), size: 9 },
      { x: 490, y, text: money(order.price), size: 9 },
    );
    y -= 16;
  }
  if (invoice.orders.length > 30) {
    lines.push({ x: 50, y, text: `... and ${invoice.orders.length - 30} more orders`, size: 9 });
    y -= 16;
  }
  y -= 10;
  lines.push(
    { x: 330, y, text: 'Subtotal' },
    { x: 490, y, text: money(invoice.total_earnings) },
    { x: 330, y: y - 16, text: `Platform fee (${PLATFORM_FEE_PERCENT}%)` },
    { x: 490, y: y - 16, text: money(invoice.amount_due) },
    { x: 330, y: y - 36, text: 'Amount due', bold: true, size: 12 },
    { x: 490, y: y - 36, text: money(invoice.amount_due), bold: true, size: 12 },
  );
  return simplePdf(lines, [
    { y: 694, x1: 50, x2: 545 },
    { y: y + 12, x1: 330, x2: 545 },
  ]);
}
