import { readFileSync } from 'node:fs';
import { measure, median, type Sample } from './measure';

/** How the ratios are measured: rounds of `seconds` each, at `connections`, after a warm-up. */
export type Rounds = { rounds: number; seconds: number; connections: number; tmp: string };
/** `pid`: the server's process, whose CPU time per answered request is measured too. */
export type Endpoint = {
  name: string;
  url: string;
  headers?: Record<string, string>;
  pid?: number;
};
export type Measured = { rps: number; cpuMsPerRequest: number | undefined };

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, every thread) a process has used, in ms; /proc/<pid>/stat. */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const WARMUP_SECONDS = 2;

/**
 * Measures the endpoints in interleaved rounds (the order flips every round, so a busy moment
 * of a shared machine falls on both) and answers each one's median requests per second, and
 * the median CPU time its server spent per request where its `pid` is given.
 */
export async function interleaved(
  r: Rounds,
  endpoints: Endpoint[],
): Promise<Map<string, Measured>> {
  for (const e of endpoints) await measure(e.url, WARMUP_SECONDS, r.connections, e.name, e.headers);
  const samples = new Map<string, Sample[]>(endpoints.map((e) => [e.name, []]));
  const cpu = new Map<string, number[]>(endpoints.map((e) => [e.name, []]));
  for (let round = 1; round <= r.rounds; round++) {
    const order = round % 2 === 1 ? endpoints : [...endpoints].reverse();
    for (const e of order) {
      const cpuBefore = e.pid === undefined ? 0 : cpuMsOf(e.pid);
      const sample = await measure(
        e.url,
        r.seconds,
        r.connections,
        `${e.name} round ${round}`,
        e.headers,
      );
      samples.get(e.name)?.push(sample);
      const cpuMs =
        e.pid === undefined ? undefined : (cpuMsOf(e.pid) - cpuBefore) / sample.requests;
      if (cpuMs !== undefined) cpu.get(e.name)?.push(cpuMs);
      console.log(
        `  round ${round} ${e.name.padEnd(5)} ${sample.rps.toFixed(0).padStart(7)} req/s  p99 ${sample.p99} ms` +
          (cpuMs === undefined ? '' : `  CPU ${(cpuMs * 1000).toFixed(0)} µs/request`),
      );
    }
  }
  return new Map(
    [...samples].map(([name, list]) => {
      const cpuMs = cpu.get(name) ?? [];
      return [
        name,
        {
          rps: median(list.map((s) => s.rps)),
          cpuMsPerRequest: cpuMs.length > 0 ? median(cpuMs) : undefined,
        },
      ];
    }),
  );
}
