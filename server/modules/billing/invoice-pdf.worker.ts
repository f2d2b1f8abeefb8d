import { move } from 'piscina';
import { type InvoicePdfInput, invoicePdf } from './invoice-pdf';

/**
 * One invoice PDF, rendered on a thread of the pool (invoice-pdf-pool.ts). Its bytes are moved
 * to the main thread, not copied there: the copy, if one is needed (a buffer sharing its memory
 * with others cannot move), is made here, off the event loop.
 */
export default async function render(input: InvoicePdfInput): Promise<Uint8Array> {
  const pdf = await invoicePdf(
    input.invoice,
    input.provider,
    input.currency,
    input.instructions,
    input.language,
  );
  const own =
    pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return move(own) as Uint8Array;
}
