import { type InvoicePdfInput, invoicePdf } from './invoice-pdf';

/** One invoice PDF, rendered on a thread of the pool (invoice-pdf-pool.ts). */
export default async function render(input: InvoicePdfInput): Promise<Uint8Array> {
  return invoicePdf(
    input.invoice,
    input.provider,
    input.currency,
    input.instructions,
    input.language,
  );
}
