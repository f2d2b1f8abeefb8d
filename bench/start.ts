/**
 * Production start (issue 17): how long `npm start` takes, with a current build, from launch to
 * the first 200 of /api/health; how much memory every process it leaves running holds at idle
 * (npm, its shell, the server with its embedded database); how long SIGTERM takes to stop it.
 * On the embedded default in a fresh data directory (first start, then restarts on it) and on
 * PostgreSQL (a new database).
 *
 * Usage: tsx bench/start.ts   (also part of `npm run bench`)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsCurrent, sourceFingerprint } from '../scripts/build-state.mjs';
import { freePort } from '../server/test/free-port';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  randomDatabaseName,
} from '../server/test/postgres-admin';
import { median } from './measure';

/**
 * Issue 31's goals: a restart on an existing directory within 1.2 s embedded and 1.0 s on
 * PostgreSQL; the whole tree's idle memory (proportional set size: shared pages counted once
 * across the tree) within 220 MB.
 */
export const START_GOALS = {
  bootMs: { embedded: 1200, PostgreSQL: 1000 } as Record<string, number>,
  treeMB: 220,
  stopMs: 5000,
};
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESTARTS = 3;
const IDLE_SETTLE_MS = 5000;

type Started = { child: ChildProcess; bootMs: number };

/** `npm start` in its own process group; resolves once /api/health answers 200. */
async function npmStart(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  while (performance.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) return { child, bootMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  stopGroup(child, 'SIGKILL');
  throw new Error('npm start: no 200 from /api/health within 120 s');
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid !== undefined) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/** SIGTERM to every process of the group (as Ctrl-C would); resolves with the time to exit. */
async function stop(child: ChildProcess): Promise<number> {
  const signalled = performance.now();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stopGroup(child, 'SIGTERM');
  const timer = setTimeout(() => stopGroup(child, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  // npm exits with its child: wait for the whole group to be gone.
  while (groupPids(child.pid ?? 0).length > 0) await new Promise((r) => setTimeout(r, 10));
  return performance.now() - signalled;
}

/** Every live process whose process group is `pgid`. */
function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, ...
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') pids.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return pids;
}

/**
 * Proportional memory (PSS) of every process of the group, in MB (10^6 bytes), and the
 * processes: each shared page counts once across them, where resident sizes would count the
 * node binary and its libraries once per process.
 */
function treeMemory(pgid: number): { mb: number; processes: string[] } {
  let kB = 0;
  const processes: string[] = [];
  for (const pid of groupPids(pgid)) {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const pss = Number(/^Pss:\s+(\d+)\s+kB$/m.exec(rollup)?.[1] ?? 0);
    const name = /^Name:\s+(.+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? '?';
    kB += pss;
    processes.push(`${name} ${Math.round((pss * 1024) / 1e6)} MB`);
  }
  return { mb: (kB * 1024) / 1e6, processes };
}

export type StartFigures = {
  engine: string;
  firstBootMs: number | null;
  /** Idle memory of the whole tree after that first start. */
  firstTreeMB: number | null;
  bootMs: number;
  treeMB: number;
  processes: string[];
  stopMs: number;
};

/** First start (embedded only), then RESTARTS restarts: median boot, idle memory, stop time. */
async function measureEngine(engine: string, env: Record<string, string>, fresh: boolean) {
  let firstBootMs: number | null = null;
  let firstTreeMB: number | null = null;
  if (fresh) {
    const first = await npmStart(env);
    firstBootMs = first.bootMs;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    firstTreeMB = treeMemory(first.child.pid ?? 0).mb;
    await stop(first.child);
  }
  const boots: number[] = [];
  const stops: number[] = [];
  let memory = { mb: 0, processes: [] as string[] };
  for (let i = 0; i < RESTARTS; i++) {
    const run = await npmStart(env);
    boots.push(run.bootMs);
    if (i === 0) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
      memory = treeMemory(run.child.pid ?? 0);
    }
    stops.push(await stop(run.child));
  }
  const figures: StartFigures = {
    engine,
    firstBootMs,
    firstTreeMB,
    bootMs: median(boots),
    treeMB: memory.mb,
    processes: memory.processes,
    stopMs: Math.max(...stops),
  };
  return figures;
}

const verdict = (ok: boolean) => (ok ? 'OK' : 'MISS');

/** Measures both engines and prints each figure beside its goal; answers whether all met it. */
export async function startReport(): Promise<boolean> {
  if (!buildIsCurrent(sourceFingerprint(ROOT), ROOT)) {
    console.log('building first (the figures are for a start with a current build)');
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = randomDatabaseName('bench_start');
  const results: StartFigures[] = [];
  try {
    results.push(await measureEngine('embedded', { DATA_DIR: path.join(tmp, 'data') }, true));
    await createDatabase(serverUrl, dbName);
    const pgEnv = {
      DATA_DIR: path.join(tmp, 'pg-data'),
      DATABASE_URL: databaseUrl(serverUrl, dbName),
    };
    // The first start creates the schema: not one of the measured restarts.
    await stop((await npmStart(pgEnv)).child);
    results.push(await measureEngine('PostgreSQL', pgEnv, false));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    await dropDatabase(serverUrl, dbName).catch(() => {});
  }

  let ok = true;
  console.log(`\n${'start figure'.padEnd(50)}${'measured'.padEnd(16)}${'goal'.padEnd(12)}verdict`);
  const row = (figure: string, measured: string, goal: string, met: boolean | null) => {
    if (met === false) ok = false;
    console.log(
      `${figure.padEnd(50)}${measured.padEnd(16)}${goal.padEnd(12)}${met === null ? '' : verdict(met)}`,
    );
  };
  for (const r of results) {
    if (r.firstBootMs !== null) {
      row(
        `${r.engine}: first start, fresh data dir`,
        `${(r.firstBootMs / 1000).toFixed(2)} s`,
        '(reported)',
        null,
      );
    }
    if (r.firstTreeMB !== null) {
      row(
        `${r.engine}: idle memory (PSS), whole tree, after it`,
        `${r.firstTreeMB.toFixed(0)} MB`,
        `<= ${START_GOALS.treeMB} MB`,
        r.firstTreeMB <= START_GOALS.treeMB,
      );
    }
    row(
      `${r.engine}: start to first 200 (median of ${RESTARTS})`,
      `${(r.bootMs / 1000).toFixed(2)} s`,
      `<= ${(START_GOALS.bootMs[r.engine] ?? 0) / 1000} s`,
      r.bootMs <= (START_GOALS.bootMs[r.engine] ?? 0),
    );
    row(
      `${r.engine}: idle memory (PSS), whole tree`,
      `${r.treeMB.toFixed(0)} MB`,
      `<= ${START_GOALS.treeMB} MB`,
      r.treeMB <= START_GOALS.treeMB,
    );
    console.log(`${''.padEnd(6)}${r.processes.join(', ')}`);
    row(
      `${r.engine}: SIGTERM to exit (slowest)`,
      `${(r.stopMs / 1000).toFixed(2)} s`,
      `<= ${START_GOALS.stopMs / 1000} s`,
      r.stopMs <= START_GOALS.stopMs,
    );
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startReport().then(
    (ok) => {
      process.exitCode = ok ? 0 : 1;
    },
    (err: unknown) => {
      console.error('bench failed:', err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
