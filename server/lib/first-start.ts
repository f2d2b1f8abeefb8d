import { spawn } from 'node:child_process';

/** Set in the child that makes a new embedded database ready; it serves nothing. */
export const FIRST_START_CHILD = 'SERVICEHUB_FIRST_START_CHILD';

export const isFirstStartChild = () => process.env[FIRST_START_CHILD] === '1';

/**
 * A first start on the embedded default runs its one-off work (creating the database, the
 * migrations, the seeds, the demo data and the jobs' first runs) in a child: this same server,
 * started again with FIRST_START_CHILD, which stops once that work is done (decision 0110).
 * The memory that work leaves behind (compiled WebAssembly, PGlite's caches, V8's heap) goes
 * with the child, and the server then opens the database as on any restart. Answers false
 * when this process cannot be started again (no script: `node -e`), so the caller does it.
 */
export async function firstStartInChild(): Promise<boolean> {
  const script = process.argv[1];
  if (!script) return false;
  const child = spawn(process.execPath, [...process.execArgv, script], {
    env: { ...process.env, [FIRST_START_CHILD]: '1' },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`the first start's child process failed (exit code ${code})`);
  return true;
}
