import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnreachable } from '../lib/error-handler';
import { kyselyForPglite } from './client';
import { openLastingPgliteThread } from './pglite-restarts';
import { openPgliteThread, type PgliteThread } from './pglite-thread';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-restarts-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};

/** The real database thread, which ends (a crash) when it is sent `select crash`. */
const crashing = new URL(
  `data:text/javascript,${encodeURIComponent(`import { parentPort } from 'node:worker_threads';
import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
parentPort.on('message', (m) => { if (m.text === 'select crash') process.exit(7); });
await import(${JSON.stringify(new URL('./pglite-thread.worker.ts', import.meta.url).href)});`)}`,
);

/** Stands in for a database thread: answers every statement with no rows, or dies on it. */
const standIn = (dies: boolean) =>
  new URL(
    `data:text/javascript,${encodeURIComponent(`import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ type: 'opened' });
parentPort.on('message', (m) => {
  if (${dies}) process.exit(7);
  if (m.type === 'close') { parentPort.postMessage({ type: 'closed' }); parentPort.close(); }
  else parentPort.postMessage({ type: 'rows', id: m.id, rows: [], affectedRows: undefined });
});`)}`,
  );

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      error: (_obj: unknown, msg: string) => lines.push(`error: ${msg}`),
      info: (msg: string) => lines.push(`info: ${msg}`),
    },
  };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('the embedded database, opened again when its thread stops', () => {
  it('fails statements as a lost connection meanwhile, then answers with what was committed', async () => {
    const { lines, log } = recorder();
    const thread = await openLastingPgliteThread(newDir(), {
      log,
      delaysMs: [50],
      open: (dir, opts) => openPgliteThread(dir, { ...opts, code: crashing }),
    });
    await thread.query('create table kept (n int)');
    await thread.query('insert into kept values (1)');

    expect(isDatabaseUnreachable(await failure(thread.query('select crash')))).toBe(true);
    expect(isDatabaseUnreachable(await failure(thread.query('select 1')))).toBe(true);
    const rows = await vi.waitFor(() => thread.query<{ n: number }>('select n from kept'), {
      timeout: 60_000,
      interval: 100,
    });
    expect(rows.rows).toEqual([{ n: 1 }]);
    expect(lines).toEqual([
      'error: the embedded database stopped; opening it again',
      'info: the embedded database is open again',
    ]);
    await thread.close();
  }, 120_000);

  it('tries again later when opening again fails', async () => {
    const { lines, log } = recorder();
    let opens = 0;
    const thread = await openLastingPgliteThread(newDir(), {
      log,
      delaysMs: [50],
      open: (dir, opts) => {
        opens += 1;
        if (opens === 2) return Promise.reject(new Error('the disk is away'));
        return openPgliteThread(dir, { ...opts, code: standIn(opens === 1) });
      },
    });
    await failure(thread.query('select 1'));
    await vi.waitFor(() => thread.query('select 1'), { timeout: 60_000, interval: 100 });
    expect(opens).toBe(3);
    expect(lines).toEqual([
      'error: the embedded database stopped; opening it again',
      'error: the embedded database did not open again; trying later',
      'info: the embedded database is open again',
    ]);
    await thread.close();
  }, 120_000);

  it('does not let a transaction begun before the stop go on, uncommitted, on the new opening', async () => {
    const thread = await openLastingPgliteThread(newDir(), {
      delaysMs: [50],
      open: (dir, opts) => openPgliteThread(dir, { ...opts, code: crashing }),
    });
    const db = kyselyForPglite(thread);
    await sql`create table kept (n int)`.execute(db);
    const outcome = await failure(
      db.transaction().execute(async (trx) => {
        await sql`insert into kept values (2)`.execute(trx);
        await failure(thread.query('select crash'));
        await vi.waitFor(() => thread.query('select 1'), { timeout: 60_000, interval: 100 });
        await sql`insert into kept values (3)`.execute(trx);
      }),
    );
    expect(String(outcome)).toContain('opened again since this connection was taken');
    expect((await sql<{ n: number }>`select n from kept`.execute(db)).rows).toEqual([]);
    await db.destroy();
    await thread.close();
  }, 120_000);

  it('waits longer before each new opening while the thread dies young, the last wait repeating', async () => {
    const stoppedAt: number[] = [];
    const openedAt: number[] = [];
    const log = {
      error: (_obj: unknown, msg: string) => {
        if (msg.includes('stopped')) stoppedAt.push(Date.now());
      },
      info: () => {},
    };
    const delaysMs = [50, 150, 400];
    const thread = await openLastingPgliteThread(newDir(), {
      log,
      delaysMs,
      open: (dir, opts) => {
        openedAt.push(Date.now());
        return openPgliteThread(dir, { ...opts, code: standIn(true) });
      },
    });
    // Each statement that reaches an open thread kills it; those in between fail, refused.
    for (let stops = 1; stops <= 5; stops++) {
      await vi.waitFor(
        async () => {
          await failure(thread.query('select 1'));
          expect(stoppedAt).toHaveLength(stops);
        },
        { timeout: 10_000, interval: 10 },
      );
    }
    const waits = stoppedAt.slice(0, 4).map((at, i) => (openedAt[i + 1] ?? 0) - at);
    // A timer may fire a millisecond before the clock says its time has come.
    const slack = 5;
    for (const [i, expected] of [50, 150, 400, 400].entries()) {
      expect(waits[i]).toBeGreaterThanOrEqual(expected - slack);
    }
    await thread.close();
  });

  it('closes a thread it was opening when closed meanwhile, and opens nothing after', async () => {
    let opens = 0;
    let letOpen!: () => void;
    const held = new Promise<void>((resolve) => {
      letOpen = resolve;
    });
    let reopened: Promise<PgliteThread> | undefined;
    const thread = await openLastingPgliteThread(newDir(), {
      delaysMs: [10],
      open: (dir, opts) => {
        opens += 1;
        const opening = openPgliteThread(dir, { ...opts, code: standIn(opens === 1) });
        if (opens === 1) return opening;
        reopened = held.then(() => opening);
        return reopened;
      },
    });
    await failure(thread.query('select 1'));
    await vi.waitFor(() => expect(opens).toBe(2), { timeout: 10_000, interval: 10 });
    const closed = thread.close();
    letOpen();
    await closed;
    const next = await reopened;
    // Closed by the wrapper: a closed thread refuses statements.
    await expect(next?.query('select 1')).rejects.toThrow(/stopped|closing/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(opens).toBe(2);
  });

  it('hears of a thread that stops unasked, and not of one it closes', async () => {
    const stops: Error[] = [];
    const onStop = (error: Error) => stops.push(error);
    const closedOne = await openPgliteThread(newDir(), { onStop, code: standIn(false) });
    await closedOne.close();
    const diedOne = await openPgliteThread(newDir(), { onStop, code: standIn(true) });
    await failure(diedOne.query('select 1'));
    expect(stops.map((e) => e.message)).toEqual([
      "the embedded database's thread stopped (exit code 7)",
    ]);
  });

  it('closes while it waits to open again, and opens nothing after', async () => {
    let opens = 0;
    const thread = await openLastingPgliteThread(newDir(), {
      delaysMs: [200],
      open: (dir, opts) => {
        opens += 1;
        return openPgliteThread(dir, { ...opts, code: standIn(true) });
      },
    });
    await failure(thread.query('select 1'));
    await thread.close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(opens).toBe(1);
  }, 120_000);
});
