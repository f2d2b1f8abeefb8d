/**
 * GET /api/categories of the real app (PGlite) against a bare Fastify route with the
 * same payload, each in its own process, measured in interleaved rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measure, median, rssMiB, type Sample } from './measure';
import { startTarget, type Target } from './target';

const PATH = '/api/categories';
const WARMUP_SECONDS = 2;

/** Set while targets or the temp dir exist; also run on Ctrl-C / SIGTERM. */
let cleanup: (() => Promise<void>) | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping targets`);
    void (cleanup?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

async function body(target: Target): Promise<Buffer> {
  const res = await fetch(target.url + PATH);
  if (res.status !== 200) throw new Error(`${target.name}: GET ${PATH} returned ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function main(): Promise<void> {
  const rounds = envInt('BENCH_ROUNDS', 5);
  const seconds = envInt('BENCH_SECONDS', 5);
  const connections = envInt('BENCH_CONNECTIONS', 10);
  const tmp = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const targets: Target[] = [];
  let cleaned: Promise<void> | undefined;
  cleanup = () => {
    cleaned ??= Promise.allSettled(targets.map((t) => t.stop())).then(() =>
      rmSync(tmp, { recursive: true, force: true }),
    );
    return cleaned;
  };
  try {
    const app = await startTarget('app', { BENCH_DATA_DIR: tmp });
    targets.push(app);
    const idleRss = rssMiB(app.pid);
    const bare = await startTarget('bare');
    targets.push(bare);

    const [appBody, bareBody] = await Promise.all([body(app), body(bare)]);
    if (appBody.length !== bareBody.length || !appBody.equals(bareBody)) {
      throw new Error(`bodies differ: app ${appBody.length} B, bare ${bareBody.length} B`);
    }
    console.log(`payload: ${appBody.length} bytes, identical on both targets`);
    console.log(`app idle RSS (PGlite): ${idleRss.toFixed(1)} MiB`);
    console.log(`bare idle RSS: ${rssMiB(bare.pid).toFixed(1)} MiB`);
    console.log(
      `rounds=${rounds} seconds=${seconds} connections=${connections} pipelining=1 warmup=${WARMUP_SECONDS}s`,
    );

    for (const t of [bare, app]) await measure(t.url + PATH, WARMUP_SECONDS, connections, t.name);

    const samples = new Map<string, Sample[]>([
      ['bare', []],
      ['app', []],
    ]);
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? [bare, app] : [app, bare];
      for (const t of order) {
        const sample = await measure(
          t.url + PATH,
          seconds,
          connections,
          `${t.name} round ${round}`,
        );
        samples.get(t.name)?.push(sample);
        console.log(
          `round ${round} ${t.name.padEnd(4)} ${sample.rps.toFixed(0).padStart(7)} req/s  p99 ${sample.p99} ms`,
        );
      }
    }

    console.log('\ntarget   median req/s   median p99 ms');
    const medians = new Map<string, number>();
    for (const [name, list] of samples) {
      const rps = median(list.map((s) => s.rps));
      medians.set(name, rps);
      const p99 = median(list.map((s) => s.p99));
      console.log(
        `${name.padEnd(6)} ${rps.toFixed(0).padStart(14)} ${p99.toFixed(1).padStart(15)}`,
      );
    }
    const ratio = (medians.get('app') ?? Number.NaN) / (medians.get('bare') ?? Number.NaN);
    console.log(`ratio app/bare (median req/s): ${ratio.toFixed(2)}`);
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error('bench failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
