/** The server under test: `tsx server/main.ts` in its own process group, temp DATA_DIR, free port. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { onCleanup } from './cleanup';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_MS = 120_000;
const STOP_MS = 15_000;

export type ServerLog = { warnings: number; errors: number; samples: string[] };
export type Server = { url: string; pid: number; log: ServerLog; stop(): Promise<void> };

/** Creates a fresh database on the server of `adminUrl`; it is dropped at cleanup. */
export async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `soak_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function startServer(databaseUrl: string | undefined): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['NODE_ENV', 'REDIS_URL', 'JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'CLIENT_DIR'])
    delete env[key];
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    // Every simulated user comes from 127.0.0.1; in production they come from many addresses.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    // A few simulated users do what thousands would: the per-user write budgets are for people.
    WRITE_BUDGET_SCALE: '1000000',
  });
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'],
    { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('server did not start');
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (!groupAlive(pid)) return;
      process.kill(-pid, 'SIGTERM');
      const deadline = Date.now() + STOP_MS;
      while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
      if (!groupAlive(pid)) return;
      console.error(`server did not stop within ${STOP_MS} ms: SIGKILL`);
      process.kill(-pid, 'SIGKILL');
      for (let i = 0; i < 40 && groupAlive(pid); i++) await sleep(50);
    })();
    return stopped;
  };
  onCleanup(stop);

  const log: ServerLog = { warnings: 0, errors: 0, samples: [] };
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => watchLine(line, log));
  }
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `server exited (${signal ?? code})`;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (exited)
      throw new Error(`${exited} before listening; last lines:\n${log.samples.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`server not ready within ${STARTUP_MS} ms`);
    try {
      if ((await fetch(`${url}/api/cities`)).ok) return { url, pid, log, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
}

/** Counts pino lines at warn (40) / error (50+) and anything not JSON; keeps a few to show. */
function watchLine(line: string, log: ServerLog): void {
  let level = 50;
  try {
    level = (JSON.parse(line) as { level?: number }).level ?? 50;
  } catch {
    // plain text on stdout/stderr (a crash, a console.error): treat as an error
  }
  if (level >= 50) log.errors++;
  else if (level >= 40) log.warnings++;
  else return;
  if (log.samples.length < 8) log.samples.push(line.slice(0, 400));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
