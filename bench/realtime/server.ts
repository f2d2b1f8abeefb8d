/**
 * The server under test: `node --import tsx server/main.ts` (one process, plus the bench's GC
 * hook), on its own DATA_DIR and a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { onCleanup } from '../soak/cleanup';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_MS = 120_000;
const STOP_MS = 15_000;
/** High enough that no brake or login limit ever refuses the bench: they are not measured. */
const UNLIMITED = '1000000';
/** Lets the bench ask the server for a full GC (SIGUSR2) before reading its memory. */
const GC_HOOK = './bench/realtime/gc-hook.ts';

export type ServerLog = { warnings: number; errors: number; samples: string[] };
export type Server = { url: string; pid: number; log: ServerLog };

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

function serverEnv(databaseUrl: string, port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['REDIS_URL', 'JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'CLIENT_DIR'])
    delete env[key];
  delete env.METRICS_TOKEN;
  return Object.assign(env, {
    // Named, so the server does not make one and log its password (a warn line).
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: UNLIMITED,
    CHAT_WRITES_PER_10S: UNLIMITED,
    WRITE_BUDGET_SCALE: UNLIMITED,
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}

/** `cpuProfDir`: the server runs under `--cpu-prof` and leaves its profile there on exit. */
export async function startServer(databaseUrl: string, cpuProfDir?: string): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-rt-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }));
  const port = await freePort();
  const profile = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
  const args = [
    ...profile,
    '--expose-gc',
    '--import',
    'tsx',
    '--import',
    GC_HOOK,
    'server/main.ts',
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: serverEnv(databaseUrl, port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('server did not start');
  onCleanup(() => stop(child));
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
    if (exited) throw new Error(`${exited} before listening:\n${log.samples.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`server not ready within ${STARTUP_MS} ms`);
    try {
      if ((await fetch(`${url}/api/cities`)).ok) return { url, pid, log };
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
    // plain text (a crash, a console.error): treat as an error
  }
  if (level >= 50) log.errors++;
  else if (level >= 40) log.warnings++;
  else return;
  if (log.samples.length < 4) log.samples.push(line.slice(0, 240));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
