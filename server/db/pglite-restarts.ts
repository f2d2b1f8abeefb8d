import type { PgliteResult } from './pglite-pool';
import { openPgliteThread, type PgliteThread } from './pglite-thread';

/** Waits before each new try to open a stopped database again: the last one repeats. */
export const REOPEN_DELAYS_MS = [200, 1_000, 5_000, 30_000];

export type DatabaseLog = {
  error(obj: unknown, msg: string): void;
  info(msg: string): void;
};

/**
 * The embedded database's thread, opened again when it stops unasked (a crash, out of memory)
 * rather than leaving the server to answer 503 until someone restarts it (decision 0113,
 * amended). Until the new thread is open, statements fail as the stopped thread's did (a lost
 * connection: 503). PostgreSQL recovers the directory as after a power cut: what was committed
 * stays. `open` is the thread's opener (a stand-in in the tests).
 */
export async function openLastingPgliteThread(
  dir: string,
  {
    log,
    open = openPgliteThread,
    delaysMs = REOPEN_DELAYS_MS,
  }: {
    log?: DatabaseLog;
    open?: typeof openPgliteThread;
    delaysMs?: number[];
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

  function stopped(error: Error) {
    if (closing) return;
    down = error;
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
    session += 1;
    down = undefined;
    tries = 0;
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
