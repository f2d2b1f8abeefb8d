/**
 * Server memory with no sockets and with many idle ones: RSS from /proc, heap from /metrics,
 * each read right after a full GC of the server (see gc-hook.ts).
 */
import { scrape } from './metrics';
import type { Server } from './server';
import { sleep } from './server';
import { rssKiB } from './usage';

const SETTLE_MS = 5_000;
const SAMPLES = 5;
const SAMPLE_EVERY_MS = 400;
/** Time for the server to finish the collection it was asked for. */
const GC_MS = 300;

/** `heapKiB`: JS heap used plus external memory, after a full GC. */
export type MemoryReading = { rssKiB: number; heapKiB: number; sockets: number };

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** After SETTLE_MS of quiet: the median of a few readings, each after a forced GC. */
export async function settledMemory(server: Server): Promise<MemoryReading> {
  await sleep(SETTLE_MS);
  const rss: number[] = [];
  const heap: number[] = [];
  let sockets = Number.NaN;
  for (let i = 0; i < SAMPLES; i++) {
    process.kill(server.pid, 'SIGUSR2');
    await sleep(GC_MS);
    rss.push(rssKiB(server.pid));
    const m = await scrape(server.url);
    heap.push(m.heapUsedKiB + m.externalKiB);
    sockets = m.openSockets;
    await sleep(SAMPLE_EVERY_MS);
  }
  return { rssKiB: median(rss), heapKiB: median(heap), sockets };
}
