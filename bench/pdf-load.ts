/**
 * `npm run bench:pdf`: other requests while invoice PDFs render (decision 0089). The real app
 * (PGlite, from source) serves GET /api/categories at 10 connections, alone and while ten
 * downloads of a 75-line invoice PDF (from a process of their own) are always in flight, in
 * interleaved rounds; it prints the p99 of each, their ratio beside the goal, and how many PDFs
 * rendered meanwhile. Each round also measures while ten clients read the same invoice's details
 * as JSON (the PDF's reads, no rendering): what the PDFs cost the others beyond that is the
 * rendering's own share.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measure, median } from './measure';
import { INVOICE_PROVIDER } from './pdf/fixture';
import { startTarget } from './target';

export const PDF_GOAL = 1.25;
const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS = 10;
const PDFS_IN_FLIGHT = 10;

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status}`);
  return (await res.json()) as T;
}

const DOWNLOADS = fileURLToPath(new URL('./pdf/downloads.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Keeps `count` downloads of `url` in flight until `stop()`; answers how many completed. They
 * run in a process of their own (bench/pdf/downloads.ts): in autocannon's, receiving the PDFs
 * delayed autocannon's own timing of the other requests, which the ratio counted against the
 * server.
 */
async function keepDownloading(url: string, token: string, count: number, kind: 'pdf' | 'json') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', DOWNLOADS, JSON.stringify({ url, token, count, kind })],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const failed = new Promise<never>((_, reject) =>
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the ${kind} downloads stopped (exit ${code})`));
    }),
  );
  failed.catch(() => {});
  const next = async () =>
    JSON.parse(await Promise.race([once(lines, 'line').then(([line]) => line as string), failed]));
  await next();
  return async (): Promise<number> => {
    const done = next();
    child.stdin.end();
    return ((await done) as { done: number }).done;
  };
}

/** Measures and prints the figure beside its goal (also the pdf part of `npm run bench`). */
export async function pdfReport(): Promise<boolean> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'bench-pdf-'));
  const app = await startTarget('app-invoice', { BENCH_DATA_DIR: tmp });
  try {
    const login = await json<{ token: string; user_ID: number }>(`${app.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(INVOICE_PROVIDER),
    });
    const auth = { headers: { authorization: `Bearer ${login.token}` } };
    const invoices = await json<Array<{ payment_id: number }>>(
      `${app.url}/api/sp/invoices/${login.user_ID}`,
      auth,
    );
    const paymentId = invoices[0]?.payment_id;
    if (paymentId === undefined) throw new Error('the target billed no invoice');
    const pdfUrl = `${app.url}/api/sp/invoice/pdf/${paymentId}`;
    const detailsUrl = `${app.url}/api/sp/invoiceDetails/${paymentId}`;
    const categories = `${app.url}/api/categories`;
    // Warm-up: the pool's thread starts on the first PDF, the catalog is cached on its first read.
    await (await keepDownloading(pdfUrl, login.token, 1, 'pdf'))();
    await measure(categories, 2, CONNECTIONS, 'warm-up');

    const alone: number[] = [];
    const loaded: number[] = [];
    const reading: number[] = [];
    let rendered = 0;
    let read = 0;
    /** The catalog's p99 while ten clients keep `url` busy; counts what they completed. */
    const whileBusy = async (url: string, kind: 'pdf' | 'json', label: string) => {
      const stop = await keepDownloading(url, login.token, PDFS_IN_FLIGHT, kind);
      const { p99 } = await measure(categories, SECONDS, CONNECTIONS, label);
      const done = await stop();
      if (kind === 'pdf') rendered += done;
      else read += done;
      return p99;
    };
    for (let round = 1; round <= ROUNDS; round++) {
      const a = await measure(categories, SECONDS, CONNECTIONS, `alone round ${round}`);
      const pdfs = () => whileBusy(pdfUrl, 'pdf', `with PDFs round ${round}`);
      const reads = () => whileBusy(detailsUrl, 'json', `with reads round ${round}`);
      // The two busy phases take turns at going first, so neither is always the later one.
      let withPdfs: number;
      let withReads: number;
      if (round % 2 === 0) {
        withPdfs = await pdfs();
        withReads = await reads();
      } else {
        withReads = await reads();
        withPdfs = await pdfs();
      }
      alone.push(a.p99);
      reading.push(withReads);
      loaded.push(withPdfs);
      console.log(
        `  round ${round}: p99 alone ${a.p99} ms, while ${PDFS_IN_FLIGHT} clients read the ` +
          `invoice's details ${withReads} ms, while ${PDFS_IN_FLIGHT} PDFs render ${withPdfs} ms`,
      );
    }
    // autocannon reports whole milliseconds: a p99 alone of "0 ms" is under 1 ms, so the ratio
    // is taken against 1 ms then (a 0 would print Infinity).
    const ratio = median(loaded) / Math.max(1, median(alone));
    console.log(`\nload average (1 min) ${loadavg()[0]?.toFixed(1)}`);
    console.log(
      `GET /api/categories p99 while ${PDFS_IN_FLIGHT} invoice PDFs render / alone: ` +
        `${ratio.toFixed(2)} (${median(loaded)} / ${median(alone)} ms, ${rendered} PDFs rendered), ` +
        `goal <= ${PDF_GOAL} ${ratio <= PDF_GOAL ? 'OK' : 'MISS'}`,
    );
    // Not a goal of its own: ten clients as busy with the invoice's reads alone, as fast as
    // they are answered, say how much of a miss ten busy clients make without any rendering.
    const perSecond = (n: number) => (n / (ROUNDS * SECONDS)).toFixed(0);
    console.log(
      `  the same while ${PDFS_IN_FLIGHT} clients read the invoice's details as JSON instead ` +
        `(the PDF's reads, no rendering): ${median(reading)} ms at ${perSecond(read)} reads/s, ` +
        `against ${perSecond(rendered)} PDFs/s; PDFs against those reads: ` +
        `${(median(loaded) / Math.max(1, median(reading))).toFixed(2)}`,
    );
    return ratio <= PDF_GOAL;
  } finally {
    await app.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  pdfReport().catch((err: unknown) => {
    console.error('bench:pdf failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
