import { spawn } from 'node:child_process';

/** Set in the child that makes a new embedded database ready; it serves nothing. */
export const FIRST_START_CHILD = 'SERVICEHUB_FIRST_START_CHILD';

export const isFirstStartChild = () => process.env[FIRST_START_CHILD] === '1';

/** The pid of the server that started this first start's child, set in the child. */
const FIRST_START_PARENT = 'SERVICEHUB_FIRST_START_PARENT';

/**
 * In the first start's child: the server it works for, which holds the data directory's lock
 * for it, while that server is still its parent (one that died leaves no lock to work under).
 */
export function firstStartParent(): number | undefined {
  const parent = Number(process.env[FIRST_START_PARENT]);
  return isFirstStartChild() && parent === process.ppid ? parent : undefined;
}

/** A first start takes seconds; one still running after this is stuck, and is stopped. */
export const FIRST_START_LIMIT_MS = 5 * 60_000;
const STOP_GRACE_MS = 5_000;
const PASSED_ON = ['SIGINT', 'SIGTERM'] as const;

/**
 * A first start on the embedded default runs its one-off work (creating the database, the
 * migrations, the seeds, the demo data and the jobs' first runs) in a child: `script` (the
 * server's own entry) started again with FIRST_START_CHILD, which stops once that work is done
 * (decision 0110). The memory that work leaves behind (compiled WebAssembly, PGlite's caches,
 * V8's heap) goes with the child, and the server then opens the database as on any restart.
 * A stop signal to this process is passed on to the child, and a child past `limitMs` is
 * stopped, so it never outlives the start holding the data directory.
 */
export async function firstStartInChild(
  script: string,
  limitMs = FIRST_START_LIMIT_MS,
): Promise<void> {
  // A debugger's port is the parent's: the child would fail to open it.
  const flags = process.execArgv.filter((flag) => !flag.startsWith('--inspect'));
  const child = spawn(process.execPath, [...flags, script], {
    env: { ...process.env, [FIRST_START_CHILD]: '1', [FIRST_START_PARENT]: String(process.pid) },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const passOn = PASSED_ON.map((signal) => [signal, () => child.kill(signal)] as const);
  for (const [signal, handler] of passOn) process.on(signal, handler);
  let stuck = false;
  const limit = setTimeout(() => {
    stuck = true;
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
  }, limitMs);
  try {
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
      (resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
      },
    );
    if (stuck) {
      throw new Error(`the first start's child process was stopped after ${limitMs / 1000} s`);
    }
    if (code !== 0) {
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      throw new Error(`the first start's child process failed (${how})`);
    }
  } finally {
    clearTimeout(limit);
    for (const [signal, handler] of passOn) process.off(signal, handler);
  }
}

/**
 * In the child: stops when its parent is gone (the IPC channel closes, even on SIGKILL), and
 * at most `limitMs` after its work began closing, so a stuck close never hangs the start.
 */
export function childExitsWithParent(): void {
  process.once('disconnect', () => process.exit(1));
}

export function forceChildExitAfter(limitMs: number): void {
  setTimeout(() => process.exit(1), limitMs).unref();
}
