import type { PgliteResult } from './pglite-pool';
import { openPgliteThread, type PgliteThread } from './pglite-thread';

/** Waits before each new try to open a stopped database again: the last one repeats. */
export const REOPEN_DELAYS_MS = [200, 1_000, 5_000, 30_000];
/**
 * An opening that lived this long starts the waits from the first again; one that stopped
 * sooner (a thread that dies on every start) goes on waiting longer each time.
 */
export const STEADY_MS = 60_000;

export type DatabaseLog = {
  error(obj: unknown, msg: string): void;
  info(msg: string): void;
};

/**
 * The embedded database's thread, opened again when it stops unasked (a crash, out of memory)
 * rather than leaving the server to answer 503 until someone restarts it (decision 0113,
 * amended). Until the new thread is open, statements fail as the stopped thread's did (a lost
 * connection: 503); the waits between tries grow while openings fail or die young. PostgreSQL
 * recovers the directory as after a power cut: what was committed stays. `open` is the
 * thread's opener (a stand-in in the tests).
 */
export async function openLastingPgliteThread(
  dir: string,
  {
    log,
    open = openPgliteThread,
    delaysMs = REOPEN_DELAYS_MS,
    steadyMs = STEADY_MS,
  }: {
    log?: DatabaseLog;
    open?: typeof openPgliteThread;
    delaysMs?: number[];
    steadyMs?: number;
  } = {},
): Promise<PgliteThread> {
  let down: Error | undefined;
  let closing = false;
  let tries = 0;
  let timer: NodeJS.Timeout | undefined;
  let reopening: Promise<void> | undefined;
  let session = 1;

  const openOne = () => open(dir, { onStop: stopped });
  let current = await openOne();
  let openedAt = Date.now();

  function stopped(error: Error) {
    if (closing) return;
    down = error;
    if (Date.now() - openedAt >= steadyMs) tries = 0;
    log?.error({ err: error }, 'the embedded database stopped; opening it again');
    later();
  }

  function later() {
    const delay = delaysMs[Math.min(tries, delaysMs.length - 1)] ?? 1_000;
    tries += 1;
    timer = setTimeout(() => {
      reopening = reopen();
    }, delay);
  }

  async function reopen() {
    let next: PgliteThread;
    try {
      next = await openOne();
    } catch (err) {
      if (closing) return;
      log?.error({ err }, 'the embedded database did not open again; trying later');
      return later();
    }
    if (closing) return next.close();
    const old = current;
    current = next;
    openedAt = Date.now();
    session += 1;
    down = undefined;
    log?.info('the embedded database is open again');
    await old.close().catch(() => {});
  }

  return {
    query<R>(text: string, params?: unknown[]): Promise<PgliteResult<R>> {
      if (down) return Promise.reject(down);
      return current.query<R>(text, params);
    },
    session: () => session,
    async close() {
      closing = true;
      clearTimeout(timer);
      await reopening;
      await current.close();
    },
  };
}
