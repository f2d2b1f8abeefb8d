import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseInputError, isDatabaseUnreachable } from '../lib/error-handler';
import { type DatabaseHandle, embeddedDatabaseDir, openDatabase } from './client';
import { openPgliteThread } from './pglite-thread';
import { isUniqueViolation } from './refusals';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
let database: DatabaseHandle;

beforeAll(async () => {
  // The server's own path, from an empty data directory (the database is created first).
  database = await openDatabase({ dataDir });
  await sql`create table taken (email text primary key, n int8, day date)`.execute(database.db);
}, 120_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('leaves the event loop free while a statement runs', async () => {
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    try {
      await sql`select pg_sleep(0.3)`.execute(database.db);
    } finally {
      clearInterval(ticking);
    }
    // On the main thread, PGlite's 300 ms would have let no timer run at all.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('answers rows parsed as before: int8 as numbers, dates as their text', async () => {
    await sql`insert into taken values ('a@example.com', 9007199254740, '2026-02-28')`.execute(
      database.db,
    );
    const { rows } = await sql`select n, day from taken`.execute(database.db);
    expect(rows).toEqual([{ n: 9007199254740, day: '2026-02-28' }]);
    const updated = await sql`update taken set n = n + 1`.execute(database.db);
    expect(Number(updated.numAffectedRows)).toBe(1);
  });

  it("keeps PostgreSQL's error fields, so a duplicate is still answered 409", async () => {
    const duplicate = sql`insert into taken (email) values ('a@example.com')`.execute(database.db);
    const err = await duplicate.then(
      () => expect.unreachable(),
      (e: unknown) => e,
    );
    expect(err).toMatchObject({
      code: '23505',
      severity: 'ERROR',
      constraint: 'taken_pkey',
      table: 'taken',
      detail: 'Key (email)=(a@example.com) already exists.',
      message: 'duplicate key value violates unique constraint "taken_pkey"',
    });
    expect(isUniqueViolation(err)).toBe(true);
    expect(databaseInputError(err)?.status).toBe(409);
  });

  it('lives on after bad statements and parameters it cannot take', async () => {
    await expect(sql`select * from nowhere`.execute(database.db)).rejects.toMatchObject({
      code: '42P01',
    });
    const uncopyable = sql`select ${Symbol('not a value')} as f`.execute(database.db);
    await expect(uncopyable).rejects.toThrow(/could not be cloned/);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    const seen: string[] = [];
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into taken (email) values ('b@example.com')`.execute(trx);
      const outside = sql<{ count: number }>`select count(*) as count from taken`
        .execute(database.db)
        .then((r) => seen.push(`outside saw ${r.rows[0]?.count}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push('transaction ends');
      void outside;
    });
    await expect.poll(() => seen).toEqual(['transaction ends', 'outside saw 2']);
  });

  it('closes after the statements in flight, and the process can then end by itself', async () => {
    const slow = sql<{ done: number }>`select 1 as done from pg_sleep(0.2)`.execute(database.db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.close();
    expect((await slow).rows).toEqual([{ done: 1 }]);
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
    // Another process opens the same directory, reads the row written above, closes, and
    // exits without process.exit: a thread left running would keep it alive.
    const script = `import { sql } from 'kysely';
import { openDatabase } from ${JSON.stringify(path.resolve('server/db/client.ts'))};
const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
const { rows } = await sql\`select count(*) as count from taken\`.execute(database.db);
console.log(rows[0].count);
await database.close();`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data;
    });
    const code = await new Promise<number | null>((resolve) => {
      const limit = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', (exitCode) => {
        clearTimeout(limit);
        resolve(exitCode);
      });
    });
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: '2' });
  });
});

describe('a thread that dies', () => {
  /** Stands in for the database's thread: opens, then ends on its first statement. */
  const diesOnFirstStatement = new URL(
    `data:text/javascript,${encodeURIComponent(`import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ type: 'opened' });
parentPort.on('message', () => { throw new Error('out of memory'); });`)}`,
  );

  it('fails the statements waiting for it and every later one, as a lost connection', async () => {
    const thread = await openPgliteThread(embeddedDatabaseDir(dataDir), {
      code: diesOnFirstStatement,
    });
    const first = thread.query('select 1');
    const second = thread.query('select 2');
    for (const waiting of [first, second]) {
      await expect(waiting).rejects.toThrow(
        "the embedded database's thread stopped (exit code 1): out of memory",
      );
    }
    const later = await thread.query('select 3').catch((err: unknown) => err);
    expect(isDatabaseUnreachable(later)).toBe(true);
    await thread.close();
  });

  it('fails the open, with its reason, when the thread cannot open the database', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-broken-'));
    fs.writeFileSync(path.join(broken, 'PG_VERSION'), '99');
    try {
      await expect(openPgliteThread(broken)).rejects.toThrow('PGlite failed to initialize');
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
