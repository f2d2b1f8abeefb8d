import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { workerFile } from '../../lib/worker-file';
import type { InvoicePdfInput } from './invoice-pdf';

/**
 * Invoice PDFs rendered off the event loop (decision 0089): pdfkit lays out a 75-line invoice
 * in some 40 ms of CPU, during which a single thread would answer nobody. Threads start on the
 * first PDF and end after a minute idle, so a server nobody downloads from keeps none.
 */
export function createInvoicePdfPool({
  maxThreads = Math.max(1, Math.min(2, availableParallelism() - 1)),
  niceIncrement,
}: {
  maxThreads?: number;
  /** How much lower the threads' CPU priority is than the server's (PDF_THREAD_NICE). */
  niceIncrement: number;
}) {
  let pool: Piscina | undefined;
  const started = () => {
    pool ??= new Piscina({
      ...workerFile(import.meta.url, './invoice-pdf.worker.ts', 'invoice-pdf-worker.js'),
      minThreads: 0,
      maxThreads,
      idleTimeout: 60_000,
      niceIncrement,
    });
    return pool;
  };
  return {
    async render(input: InvoicePdfInput): Promise<Buffer> {
      const bytes: Uint8Array = await started().run(input);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    /** PDFs the pool has rendered since it started. */
    completed: () => pool?.completed ?? 0,
    async close(): Promise<void> {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

export type InvoicePdfPool = ReturnType<typeof createInvoicePdfPool>;
