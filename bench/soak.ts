/**
 * Soak benchmark: the real server (`tsx server/main.ts`) under a mixed, realistic load.
 * Measures saturation throughput, then runs the same mix at half that rate for SOAK_SECONDS
 * while sampling the server's memory. Prints a table of figures against goals; exits 0 even
 * when a goal is missed (it says MISSED). See README.md, "Benchmark".
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cleanupAll } from './soak/cleanup';
import { HttpClient } from './soak/http';
import { paced, Stats, saturate } from './soak/load';
import { hostBusySeconds, treeCpuSeconds, treeRssMiB } from './soak/proc';
import { freshDatabase, type Server, startServer } from './soak/server';
import { buildWorld } from './soak/users';

const GOALS = { errors: 0, growthPct: 10, p50Ms: 50, p99Ms: 500 };
/** CPU (in cores) used by processes other than this benchmark and its server: more is noise. */
const QUIET_HOST_CORES = 0.25;
const WARMUP_SECONDS = 30;
const WINDOW_SECONDS = 60;
const MAX_IN_FLIGHT = 256;

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** At `t` s into the soak: the server tree's RSS, and the cores used by other processes since the last sample. */
type Sample = { t: number; mib: number; others: number };

/** Median RSS of the first minute after the warm-up and of the last minute (shorter runs shrink both). */
function memoryGrowth(samples: Sample[], seconds: number) {
  const warm = Math.min(WARMUP_SECONDS, seconds / 4);
  const window = Math.min(WINDOW_SECONDS, (seconds - warm) / 2);
  const within = (from: number, to: number) =>
    samples.filter((s) => s.t >= from && s.t <= to).map((s) => s.mib);
  const start = median(within(warm, warm + window));
  const end = median(within(seconds - window, seconds));
  return { start, end, growthPct: ((end - start) / start) * 100, warm, window };
}

async function main(): Promise<void> {
  const seconds = envInt('SOAK_SECONDS', 600);
  const saturationSeconds = envInt('SOAK_SATURATION_SECONDS', 20);
  const connections = envInt('SOAK_CONNECTIONS', 32);
  const sampleSeconds = envInt('SOAK_SAMPLE_SECONDS', 5);
  const counts = { clients: envInt('SOAK_CLIENTS', 120), providers: envInt('SOAK_PROVIDERS', 48) };
  const adminUrl = process.env.SOAK_DATABASE_URL;

  const databaseUrl = adminUrl ? await freshDatabase(adminUrl) : undefined;
  const engine = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})` : 'PGlite';
  const server = await startServer(databaseUrl);
  console.log(
    `server pid ${server.pid} at ${server.url} on ${engine}, idle RSS ${treeRssMiB(server.pid).toFixed(0)} MiB`,
  );
  const http = new HttpClient(server.url, Math.max(connections, MAX_IN_FLIGHT));
  try {
    let t = performance.now();
    const world = await buildWorld(http, counts);
    console.log(
      `setup: ${world.clients.length} clients, ${world.providers.length} providers, ` +
        `${world.clients.length} chats in ${((performance.now() - t) / 1000).toFixed(1)} s; ` +
        `RSS ${treeRssMiB(server.pid).toFixed(0)} MiB`,
    );

    await saturate(http, world, 5, connections);
    const sat = await saturate(http, world, saturationSeconds, connections);
    const satRps = sat.completed / sat.seconds;
    console.log(
      `saturation: ${satRps.toFixed(0)} req/s with ${connections} connections over ` +
        `${sat.seconds.toFixed(0)} s (p50 ${sat.percentile(50).toFixed(1)} ms, p99 ${sat.percentile(99).toFixed(1)} ms, errors ${sat.errors})`,
    );

    const rate = Math.max(1, Math.round(satRps / 2));
    console.log(`soak: ${rate} req/s for ${seconds} s, RSS sampled every ${sampleSeconds} s`);
    const soak = new Stats();
    const samples: Sample[] = [];
    t = performance.now();
    let last = { at: 0, busy: hostBusySeconds(), ours: treeCpuSeconds(process.pid) };
    const sample = () => {
      const now = {
        at: (performance.now() - t) / 1000,
        busy: hostBusySeconds(),
        ours: treeCpuSeconds(process.pid),
      };
      const others =
        (now.busy - last.busy - (now.ours - last.ours)) / Math.max(0.001, now.at - last.at);
      samples.push({ t: now.at, mib: treeRssMiB(server.pid), others: Math.max(0, others) });
      last = now;
    };
    sample();
    const sampler = setInterval(sample, sampleSeconds * 1000);
    const from = { index: 0 };
    const progress = setInterval(() => progressLine(soak, samples, from), 60_000);
    // Our own event-loop delay: latencies include it, so a busy load generator shows here.
    const ownDelay = monitorEventLoopDelay({ resolution: 10 });
    ownDelay.enable();
    try {
      await paced(http, world, { rate, seconds, maxInFlight: MAX_IN_FLIGHT }, soak);
    } finally {
      clearInterval(sampler);
      clearInterval(progress);
      ownDelay.disable();
    }
    const ownP99 = ownDelay.percentile(99) / 1e6;
    sample();
    const others = median(samples.slice(1).map((m) => m.others));
    const mem = memoryGrowth(samples, seconds);
    report({ satRps, sat, rate, soak, mem, server, engine, ownP99, others });
  } finally {
    http.close();
    await cleanupAll();
  }
}

/** One line a minute: totals, and the p99 of what was answered since the last line. */
function progressLine(stats: Stats, samples: Sample[], from: { index: number }): void {
  const last = samples[samples.length - 1];
  const recent = stats.latencies.slice(from.index);
  from.index = stats.latencies.length;
  console.log(
    `  [${(last?.t ?? 0).toFixed(0).padStart(4)} s] ${stats.completed} sent, ${stats.errors} errors, ` +
      `${stats.behind} late, p99 ${stats.percentile(99, recent).toFixed(0)} ms, ` +
      `RSS ${last?.mib.toFixed(0)} MiB, others use ${last?.others.toFixed(2)} cores`,
  );
}

function report(r: {
  satRps: number;
  sat: Stats;
  rate: number;
  soak: Stats;
  mem: ReturnType<typeof memoryGrowth>;
  server: Server;
  engine: string;
  ownP99: number;
  others: number;
}): void {
  const { soak, mem } = r;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const p50 = soak.percentile(50);
  const p99 = soak.percentile(99);
  const rows: [string, string, string, string][] = [
    ['saturation', `${r.satRps.toFixed(0)} req/s`, '-', ''],
    ['errors at saturation', `${r.sat.errors}`, '0', verdict(r.sat.errors === 0)],
    ['soak rate', `${r.rate} req/s for ${soak.seconds.toFixed(0)} s`, 'half of saturation', ''],
    ['requests sent', `${soak.completed}`, '-', ''],
    ['sent late (pacer behind)', `${soak.behind}`, '0', verdict(soak.behind === 0)],
    [
      'errors',
      `${soak.errors} (5xx ${soak.serverErrors}, network ${soak.networkErrors})`,
      `${GOALS.errors}`,
      verdict(soak.errors <= GOALS.errors),
    ],
    [
      `memory start (median ${mem.warm.toFixed(0)}-${(mem.warm + mem.window).toFixed(0)} s)`,
      `${mem.start.toFixed(1)} MiB`,
      '-',
      '',
    ],
    [`memory end (median last ${mem.window.toFixed(0)} s)`, `${mem.end.toFixed(1)} MiB`, '-', ''],
    [
      'memory growth',
      `${mem.growthPct.toFixed(1)} %`,
      `< ${GOALS.growthPct} %`,
      verdict(mem.growthPct < GOALS.growthPct),
    ],
    ['latency p50', `${p50.toFixed(1)} ms`, `< ${GOALS.p50Ms} ms`, verdict(p50 < GOALS.p50Ms)],
    ['latency p99', `${p99.toFixed(1)} ms`, `< ${GOALS.p99Ms} ms`, verdict(p99 < GOALS.p99Ms)],
    [
      'CPU of other processes (median)',
      `${r.others.toFixed(2)} cores`,
      `< ${QUIET_HOST_CORES} cores`,
      r.others < QUIET_HOST_CORES ? 'ok' : 'NOISY (other work on this host)',
    ],
    ['load generator loop delay p99', `${r.ownP99.toFixed(1)} ms`, '-', ''],
    [
      'server log warn/error',
      `${r.server.log.warnings}/${r.server.log.errors}`,
      '0 errors',
      verdict(r.server.log.errors === 0),
    ],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  console.log(`\nsoak benchmark on ${r.engine}`);
  for (const [name, value, goal, ok] of rows) {
    console.log(
      `${name.padEnd(widths[0] ?? 0)}  ${value.padStart(widths[1] ?? 0)}  ${goal.padEnd(widths[2] ?? 0)}  ${ok}`,
    );
  }
  console.log('\nslowest actions in the soak:');
  for (const line of soak.slowest(4)) console.log(`  ${line}`);
  const failures = [...r.sat.failures, ...soak.failures].sort((a, b) => b[1] - a[1]).slice(0, 10);
  if (failures.length > 0) console.log('\nfailures (saturation + soak):');
  for (const [what, n] of failures) console.log(`  ${n} x ${what}`);
  if (r.server.log.samples.length > 0) console.log('\nserver log (first warn/error lines):');
  for (const line of r.server.log.samples) console.log(`  ${line}`);
  const missed = rows.filter((row) => row[3] === 'MISSED').length;
  console.log(missed > 0 ? `\nMISSED ${missed} goal(s)` : '\nall goals met');
}

main().catch(async (err: unknown) => {
  console.error('soak failed:', err instanceof Error ? err.message : err);
  await cleanupAll();
  process.exitCode = 1;
});
