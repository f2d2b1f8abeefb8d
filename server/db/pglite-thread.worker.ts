import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pglite-open';
import { pgliteParsers } from './pglite-parsers';
import { errorFields, type ThreadAnswer, type ThreadRequest } from './pglite-thread-messages';

/**
 * The embedded database on a thread of its own (decision 0113): PGlite runs each statement
 * synchronously, and here that blocks this thread instead of the server's event loop. Opened
 * exactly as on the main thread before (pglite-open.ts), with the same parsers, so the rows
 * it answers are the ones the code always read.
 */
if (!parentPort) throw new Error('pglite-thread.worker.ts runs as a worker thread');
const port = parentPort;
const answer = (message: ThreadAnswer) => port.postMessage(message);

const { dir } = workerData as { dir: string };
const opening = openPglite(dir, pgliteParsers);
opening.then(
  () => answer({ type: 'opened' }),
  (err: unknown) => {
    answer({ type: 'openFailed', error: errorFields(err) });
    port.close();
  },
);

const inFlight = new Set<Promise<unknown>>();

async function run(id: number, text: string, params: unknown[]): Promise<void> {
  try {
    const result = await (await opening).query(text, params);
    answer({ type: 'rows', id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (err) {
    answer({ type: 'failed', id, error: errorFields(err) });
  }
}

/** Closes once the statements already received are answered; PGlite writes its files out. */
async function close(): Promise<void> {
  try {
    await Promise.allSettled(inFlight);
    await (await opening).close();
    answer({ type: 'closed' });
  } catch (err) {
    answer({ type: 'closed', error: errorFields(err) });
  }
  port.close();
}

port.on('message', (request: ThreadRequest) => {
  if (request.type === 'close') {
    void close();
    return;
  }
  const running = run(request.id, request.text, request.params);
  inFlight.add(running);
  void running.finally(() => inFlight.delete(running));
});
