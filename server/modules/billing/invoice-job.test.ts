import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { acceptedOrder, newClient, newProvider, setStatus } from '../../test/marketplace';
import { TEST_JWT_SECRET, type TestApp } from '../../test/test-app';
import { openPostgresTestDatabase } from '../../test/test-database';
import { INVOICE_JOB } from './invoice-job';

// Two nodes need a real server whatever the run's engine: PGlite is one process's database.
let database: Awaited<ReturnType<typeof openPostgresTestDatabase>>;
let dataDir: string;
const clock = () => new Date('2026-06-02T09:30:00Z');

const appOn = (schedules: boolean) =>
  buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
    }),
    database,
    clock,
    schedules,
  });

beforeAll(async () => {
  database = await openPostgresTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-jobs-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('two nodes started on one database run the invoice job once', async () => {
  // Last month's completed order, made through an app that runs no jobs.
  const setup = await appOn(false);
  const t = { app: setup, db: database.db } as unknown as TestApp;
  const client = await newClient(t);
  const sp = await newProvider(t);
  const requestId = await acceptedOrder(t, client, sp, 1000);
  await setStatus(t, sp, requestId, 'completed');
  await database.db
    .updateTable('service_requests')
    .set({ completed_date: new Date('2026-05-20T12:00:00Z') })
    .where('request_id', '=', requestId)
    .execute();

  // Both start their jobs at once; closing waits for a run in progress.
  const nodes = await Promise.all([appOn(true), appOn(true)]);
  await Promise.all(nodes.map((app) => app.close()));

  const runs = await database.db
    .selectFrom('job_runs')
    .select(['node', 'outcome', 'period_start'])
    .where('name', '=', INVOICE_JOB)
    .execute();
  expect(runs).toEqual([
    { node: expect.any(String), outcome: 'ok', period_start: new Date('2026-06-02T09:00:00Z') },
  ]);
  const invoices = await database.db
    .selectFrom('invoices')
    .select(['billing_year', 'billing_month', 'amount_due_minor'])
    .where('sp_id', '=', sp.id)
    .execute();
  expect(invoices).toEqual([{ billing_year: 2026, billing_month: 5, amount_due_minor: 10000 }]);

  // Tests (and operators) run it directly: this period is done, on any node.
  expect(await setup.jobs.runDue(INVOICE_JOB)).toBe('skipped');
  await setup.close();
});
