import { Worker } from 'node:worker_threads';
import { moduleWorkerUrl } from '../lib/worker-file';
import type { PgliteQueryable, PgliteResult } from './pglite-pool';
import { rebuiltError, type ThreadAnswer, type ThreadRequest } from './pglite-thread-messages';

export type PgliteThread = PgliteQueryable & { close(): Promise<void> };

type Waiting = { resolve(result: PgliteResult<unknown>): void; reject(err: Error): void };

/**
 * This thread is gone (pglite-restarts.ts opens another). Answered as a lost connection
 * (SQLSTATE 08006), so a request gets a 503 (error-handler.ts) at once instead of waiting for
 * an answer that never comes.
 */
function threadStopped(exitCode: number, cause: unknown): Error {
  const why = cause instanceof Error ? `: ${cause.message}` : '';
  return Object.assign(
    new Error(`the embedded database's thread stopped (exit code ${exitCode})${why}`),
    { code: '08006', cause },
  );
}

/**
 * Opens the embedded database in `dir` on a worker thread of its own (decision 0113) and
 * answers its statements from there: the rows, or the error with PostgreSQL's fields.
 * `onStop` hears of a thread that stopped unasked (not closed); `code` is the thread's module
 * (a stand-in in the tests of a thread that dies).
 */
export async function openPgliteThread(
  dir: string,
  {
    onStop,
    code = moduleWorkerUrl(import.meta.url, './pglite-thread.worker.ts', 'pglite-worker.js'),
  }: { onStop?: (error: Error) => void; code?: URL } = {},
): Promise<PgliteThread> {
  const worker = new Worker(code, { workerData: { dir } });
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let crash: unknown;
  let stopped: Error | undefined;
  let closing: Promise<void> | undefined;
  let drained: (() => void) | undefined;

  const exited = new Promise<void>((resolve) => {
    worker.once('error', (err) => {
      crash = err;
    });
    worker.once('exit', (exitCode) => {
      const error = threadStopped(exitCode, crash);
      stopped = error;
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
      drained?.();
      resolve();
      if (!closing && isOpen) onStop?.(error);
    });
  });
  let closed: ((error?: Error) => void) | undefined;
  let isOpen = false;

  const opened = new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: ThreadAnswer) => {
      switch (answer.type) {
        case 'opened':
          return resolve();
        case 'openFailed':
          return reject(rebuiltError(answer.error));
        case 'closed':
          return closed?.(answer.error && rebuiltError(answer.error));
        default: {
          const query = waiting.get(answer.id);
          if (!query) return;
          waiting.delete(answer.id);
          if (answer.type === 'rows') query.resolve(answer);
          else query.reject(rebuiltError(answer.error));
          if (waiting.size === 0) drained?.();
        }
      }
    });
    void exited.then(() => reject(stopped));
  });
  try {
    await opened;
    isOpen = true;
  } catch (err) {
    await worker.terminate();
    throw err;
  }

  const send = (request: ThreadRequest) => worker.postMessage(request);

  return {
    query<R>(text: string, params: unknown[] = []): Promise<PgliteResult<R>> {
      if (stopped) return Promise.reject(stopped);
      if (closing) return Promise.reject(new Error('the embedded database is closing'));
      const id = nextId++;
      return new Promise<PgliteResult<R>>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as Waiting['resolve'], reject });
        try {
          send({ type: 'query', id, text, params });
        } catch (err) {
          // A parameter that cannot be copied to the thread (a function, say).
          waiting.delete(id);
          reject(err as Error);
        }
      });
    },
    /** Waits for the statements in flight, closes PGlite on its thread, and ends the thread. */
    close() {
      closing ??= (async () => {
        if (waiting.size > 0) await new Promise<void>((resolve) => (drained = resolve));
        if (stopped) return;
        const done = new Promise<Error | undefined>((resolve) => {
          closed = resolve;
          void exited.then(() => resolve(undefined));
        });
        send({ type: 'close' });
        const error = await done;
        await worker.terminate();
        if (error) throw error;
      })();
      return closing;
    },
  };
}
