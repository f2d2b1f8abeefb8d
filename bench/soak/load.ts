/** Drives the mix: closed loop (saturation) or paced at a fixed rate (soak), and counts. */
import type { HttpClient } from './http';
import { nextAction } from './mix';
import { sleep } from './server';
import type { World } from './users';

export class Stats {
  completed = 0;
  networkErrors = 0;
  serverErrors = 0;
  /** Non-2xx answers the mix did not expect (every action expects 200), 5xx included. */
  unexpected = 0;
  /** Requests the pacer could not send on time because too many were in flight. */
  behind = 0;
  seconds = 0;
  readonly latencies: number[] = [];
  readonly byAction = new Map<string, number[]>();
  /** `action status` -> count, for the errors only. */
  readonly failures = new Map<string, number>();

  get errors(): number {
    return this.unexpected + this.networkErrors;
  }

  record(action: string, status: number | string, ms: number): void {
    this.completed++;
    this.latencies.push(ms);
    const list = this.byAction.get(action);
    if (list) list.push(ms);
    else this.byAction.set(action, [ms]);
    if (typeof status === 'number' && status === 200) return;
    if (typeof status === 'string') this.networkErrors++;
    else {
      this.unexpected++;
      if (status >= 500) this.serverErrors++;
    }
    const key = `${action} -> ${status}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }

  percentile(p: number, latencies = this.latencies): number {
    const sorted = Float64Array.from(latencies).sort();
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  }

  /** The `n` actions with the highest p99, as `name p50/p99`. */
  slowest(n: number): string[] {
    return [...this.byAction]
      .map(([name, list]) => ({
        name,
        p50: this.percentile(50, list),
        p99: this.percentile(99, list),
      }))
      .sort((a, b) => b.p99 - a.p99)
      .slice(0, n)
      .map((a) => `${a.name}: p50 ${a.p50.toFixed(1)} ms, p99 ${a.p99.toFixed(1)} ms`);
  }
}

async function one(http: HttpClient, world: World, stats: Stats): Promise<void> {
  const action = nextAction();
  const started = performance.now();
  try {
    const reply = await http.send(action.make(world));
    stats.record(action.name, reply.status, performance.now() - started);
  } catch (err) {
    const what = err instanceof Error ? err.message : String(err);
    stats.record(action.name, `network error (${what})`, performance.now() - started);
  }
}

/** `connections` loops sending the mix back to back for `seconds`. */
export async function saturate(
  http: HttpClient,
  world: World,
  seconds: number,
  connections: number,
): Promise<Stats> {
  const stats = new Stats();
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) await one(http, world, stats);
  };
  await Promise.all(Array.from({ length: connections }, loop));
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}

/**
 * Sends the mix at `rate` requests per second for `seconds`, open loop (a slow answer does
 * not delay the next request), with at most `maxInFlight` outstanding.
 */
export async function paced(
  http: HttpClient,
  world: World,
  opts: { rate: number; seconds: number; maxInFlight: number },
  stats = new Stats(),
): Promise<Stats> {
  const started = performance.now();
  const end = started + opts.seconds * 1000;
  let dispatched = 0;
  let inFlight = 0;
  for (let now = started; now < end; now = performance.now()) {
    const due = Math.floor(((now - started) / 1000) * opts.rate);
    for (; dispatched < due; dispatched++) {
      if (inFlight >= opts.maxInFlight) {
        stats.behind += due - dispatched;
        dispatched = due;
        break;
      }
      inFlight++;
      void one(http, world, stats).finally(() => inFlight--);
    }
    await sleep(5);
  }
  while (inFlight > 0) await sleep(10);
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}
