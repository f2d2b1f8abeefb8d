import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { InvoicePdfInput } from './invoice-pdf';

/** The compiled worker: beside the server's entry (build/), whether this code is there or in a chunk. */
const BUILT_WORKER = 'invoice-pdf-worker.js';

/**
 * Where the worker's code is: the build's own file when the server runs compiled; the source,
 * loaded through tsx, when it runs from source (development, tests).
 */
function workerFile(): { filename: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      filename: fileURLToPath(new URL('./invoice-pdf.worker.ts', import.meta.url)),
      execArgv: ['--import', 'tsx'],
    };
  }
  for (const relative of [`./${BUILT_WORKER}`, `../${BUILT_WORKER}`]) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(candidate)) return { filename: candidate, execArgv: [] };
  }
  throw new Error(`${BUILT_WORKER} is missing beside the server: run npm run build`);
}

/**
 * Invoice PDFs rendered off the event loop (decision 0089): pdfkit lays out a 75-line invoice
 * in some 40 ms of CPU, during which a single thread would answer nobody. Threads start on the
 * first PDF and end after a minute idle, so a server nobody downloads from keeps none.
 */
export function createInvoicePdfPool(
  maxThreads = Math.max(1, Math.min(2, availableParallelism() - 1)),
) {
  let pool: Piscina | undefined;
  const started = () => {
    pool ??= new Piscina({
      ...workerFile(),
      minThreads: 0,
      maxThreads,
      idleTimeout: 60_000,
      niceIncrement: 10,
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
