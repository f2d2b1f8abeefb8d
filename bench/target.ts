import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type Target = { name: string; pid: number; url: string; stop(): Promise<void> };

const STARTUP_MS = 60_000;
const STOP_MS = 10_000;
/** The project root: `--import tsx` is resolved from the child's working directory. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * `BENCH_PROFILE=postgres,app` runs those targets under `--cpu-prof`, each writing a V8 CPU
 * profile into BENCH_PROFILE_DIR (default: the working directory) when it stops.
 * BENCH_PROFILE_INTERVAL sets its sampling interval in µs (V8's default, 1000, cannot tell
 * apart the 1–5 ms blocks of the event loop that a p99 of a few milliseconds is made of).
 */
function profileArgs(name: string): string[] {
  const profiled = (process.env.BENCH_PROFILE ?? '').split(',');
  if (!profiled.includes(name)) return [];
  const interval = process.env.BENCH_PROFILE_INTERVAL;
  return [
    '--cpu-prof',
    `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR ?? '.'}`,
    ...(interval ? [`--cpu-prof-interval=${interval}`] : []),
  ];
}

/** Starts `bench/targets/<name>.ts` in its own Node process and waits for its `{"port":n}` line. */
export async function startTarget(name: string, env: Record<string, string> = {}): Promise<Target> {
  const args = [...profileArgs(name), '--import', 'tsx', `bench/targets/${name}.ts`];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const stop = () => stopChild(child);
  try {
    const port = await readPort(child, name);
    if (child.pid === undefined) throw new Error(`${name}: no pid`);
    return { name, pid: child.pid, url: `http://127.0.0.1:${port}`, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function readPort(child: ChildProcess, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error(`${name}: no stdout`));
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(
      () => fail(new Error(`${name}: no port within ${STARTUP_MS} ms`)),
      STARTUP_MS,
    );
    const onExit = (code: number | null, signal: string | null) =>
      fail(new Error(`${name}: exited (${signal ?? code}) before listening`));
    const fail = (err: Error) => {
      clearTimeout(timer);
      lines.close();
      reject(err);
    };
    child.once('error', fail);
    child.once('exit', onExit);
    lines.once('line', (line) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      const port: unknown = (JSON.parse(line) as { port?: unknown }).port;
      if (typeof port === 'number') resolve(port);
      else reject(new Error(`${name}: unexpected first line ${line}`));
      // Keep draining stdout so a chatty child can never block on a full pipe.
      lines.on('line', (more) => process.stderr.write(`[${name}] ${more}\n`));
    });
  });
}

/** SIGTERM, then SIGKILL if the child has not exited in time. */
async function stopChild(child: ChildProcess): Promise<void> {
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
