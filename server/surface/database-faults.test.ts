import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyForPostgres } from '../db/postgres-client';
import { isDatabaseUnreachable } from '../lib/error-handler';
import { post } from '../test/factories';
import { newClient, requestForm, type User } from '../test/marketplace';
import { createTestApp, type TestApp } from '../test/test-app';
import { openPostgresTestDatabase } from '../test/test-database';

let t: TestApp;
let dbName: string;
let admin: pg.Client;
let client: User;

/** Called with each warning of the app's pool, e.g. that a checked-out connection was lost. */
let onPoolWarning = (_message: string) => {};

beforeAll(async () => {
  const database = await openPostgresTestDatabase({ warn: (m) => onPoolWarning(m) });
  dbName = new URL(database.url).pathname.slice(1);
  // One client files requests as fast as it can while connections die: its write budget
  // (server/lib/write-budgets.ts) would refuse it long before the faults are over.
  t = await createTestApp({ WRITE_BUDGET_SCALE: '100000' }, { database });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  client = await newClient(t);
});
afterAll(async () => {
  await admin.end();
  await t.close();
});

/** What the report ran: terminate every backend of the app's database but our own. */
const terminateAll = () =>
  admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );

const fileRequest = () =>
  post(t, '/api/servicerequestform', requestForm({ description: 'fault test' }), client.token);

describe('an unreachable database', () => {
  it('is a 503 service_unavailable with Retry-After, not a 500', async () => {
    const nowhere = kyselyForPostgres('postgres://postgres@127.0.0.1:1/nowhere', 2, () => {});
    const down = await createTestApp(
      {},
      { database: { db: nowhere, engine: 'postgres', close: () => nowhere.destroy() } },
    );
    try {
      const res = await down.app.inject('/api/categories');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    } finally {
      await down.close();
    }
  });

  it('is told apart from errors that are bugs', () => {
    expect(isDatabaseUnreachable({ code: '57P01', message: 'terminating connection' })).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnreachable({ code: '08P01', message: 'bind message has 70000 parameters' }),
    ).toBe(false);
    expect(
      isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isDatabaseUnreachable({ code: 'ECONNRESET', message: 'read ECONNRESET' })).toBe(true);
    expect(isDatabaseUnreachable({ code: '23505', message: 'duplicate key' })).toBe(false);
  });
});

describe('a lost PostgreSQL connection', () => {
  it('fails only the query on it when the connection dies while checked out', async () => {
    // The checked-out client is between queries when its server goes away: before the fix its
    // unhandled 'error' event ended the process (vitest reports it as an unhandled error).
    const lost = new Promise<void>((resolve) => {
      onPoolWarning = (message) => {
        if (message.startsWith('postgres connection lost')) resolve();
      };
    });
    const outcome = await t.db
      .connection()
      .execute(async (conn) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        // The checked-out client has heard its server go away while it was between queries.
        await lost;
        await sql`select 1`.execute(conn);
        return 'answered';
      })
      .catch((err: Error) => err.message);
    expect(outcome).not.toBe('answered');
    expect((await fileRequest()).statusCode).toBe(200);
  });

  it('answers only 200 or 503 while connections die, loses no acknowledged write, and serves again at once', async () => {
    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let writing = true;
    const writer = async () => {
      while (writing) {
        const res = await fileRequest();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200) acknowledged.push(res.json().result);
        else
          expect(res.json(), `${res.statusCode} ${res.body}`).toMatchObject({
            error: { code: 'service_unavailable' },
          });
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    for (let kill = 0; kill < 30; kill++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await terminateAll();
    }
    const lastKill = Date.now();
    let recoveredAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - lastKill < 5000) {
      if ((await fileRequest()).statusCode === 200) {
        recoveredAfter = Date.now() - lastKill;
        break;
      }
    }
    writing = false;
    await Promise.all(writers);

    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(recoveredAfter).toBeLessThan(1000);
    const stored = await t.db
      .selectFrom('service_requests')
      .select('request_id')
      .where('request_id', 'in', acknowledged)
      .execute();
    expect(stored).toHaveLength(acknowledged.length);
  });
});
