import { measure, median, type Sample } from './measure';

/** How the ratios are measured: rounds of `seconds` each, at `connections`, after a warm-up. */
export type Rounds = { rounds: number; seconds: number; connections: number; tmp: string };
export type Endpoint = { name: string; url: string; headers?: Record<string, string> };

const WARMUP_SECONDS = 2;

/**
 * Measures the endpoints in interleaved rounds (the order flips every round, so a busy moment
 * of a shared machine falls on both) and answers each one's median requests per second.
 */
export async function interleaved(r: Rounds, endpoints: Endpoint[]): Promise<Map<string, number>> {
  for (const e of endpoints) await measure(e.url, WARMUP_SECONDS, r.connections, e.name, e.headers);
  const samples = new Map<string, Sample[]>(endpoints.map((e) => [e.name, []]));
  for (let round = 1; round <= r.rounds; round++) {
    const order = round % 2 === 1 ? endpoints : [...endpoints].reverse();
    for (const e of order) {
      const sample = await measure(
        e.url,
        r.seconds,
        r.connections,
        `${e.name} round ${round}`,
        e.headers,
      );
      samples.get(e.name)?.push(sample);
      console.log(
        `  round ${round} ${e.name.padEnd(5)} ${sample.rps.toFixed(0).padStart(7)} req/s  p99 ${sample.p99} ms`,
      );
    }
  }
  return new Map([...samples].map(([name, list]) => [name, median(list.map((s) => s.rps))]));
}
