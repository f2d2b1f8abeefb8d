/**
 * `npm run bench:month-end`: the month-end invoice run for 12k providers on PostgreSQL
 * (decision 0088), goal ≤ 5 s. The baseline beside it, in the same run on the same data: the
 * run one provider per transaction, as it was before batches. The database (BENCH_DB, default
 * bench_month_end) is made afresh each time: the fill's accounts, then two orders per provider
 * completed last month and none billed yet.
 */

import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { type Kysely, sql } from 'kysely';
import { migrateToLatest } from '../server/db/migrate';
import { kyselyForPostgres } from '../server/db/postgres-client';
import type { Database } from '../server/db/schema';
import { seedReferenceData } from '../server/db/seed';
import { hashPassword } from '../server/lib/password';
import { runInvoices } from '../server/modules/billing/invoice-run';
import { outboxWithoutChannels } from '../server/test/event-outbox';
import { accountSteps } from './fill/accounts';
import { openForLoading, recreateDatabase } from './fill/database';
import { DEFAULT_SERVER_URL, databaseUrl } from './fill/options';
import { PROBE_PASSWORD, recordProbes } from './fill/probes';
import { createScratch, dropScratch } from './fill/setup';

const PROVIDERS = 12_000;
const GOAL_S = 5;

async function fill(db: Kysely<Database>, now: Date): Promise<void> {
  await migrateToLatest(db);
  await seedReferenceData(db);
  await recordProbes(db);
  await createScratch(db, { providers: PROVIDERS, clients: 1_000, requests: 0, uploaded: 0 }, now);
  for (const step of accountSteps(await hashPassword(PROBE_PASSWORD))) await step.run(db);
  await sql`insert into service_requests (client_id, service_id, city_id, description, address,
      status, sp_id, price_minor, request_date, accepted_at, completed_date)
    select c.client_id, ps.service_id, sp.city_id, 'Bench order ' || k, '1 Bench Road', 'completed',
      sp.sp_id, 150000 + k * 2500, done - interval '2 days', done - interval '1 day', done
    from service_providers sp
    cross join generate_series(1, 2) k
    cross join lateral (select date_trunc('month', ${now}::timestamptz) - interval '1 month'
      + (sp.sp_id % 27) * interval '1 day' + k * interval '1 hour' as done) d
    join lateral (select service_id from provider_services where sp_id = sp.sp_id
      order by service_id limit 1) ps on true
    join lateral (select client_id from clients order by client_id
      offset sp.sp_id % 1000 limit 1) c on true`.execute(db);
  await dropScratch(db);
  await sql`vacuum (analyze)`.execute(db);
}

/** One run at `now`, timed; then its invoices and its billed month are undone. */
async function timedRun(db: Kysely<Database>, now: Date, batchSize: number) {
  const started = performance.now();
  const created = await runInvoices({
    db,
    events: outboxWithoutChannels(db),
    clock: () => now,
    log: Fastify({ logger: false }).log,
    batchSize,
  });
  const seconds = (performance.now() - started) / 1000;
  await db.deleteFrom('domain_events').execute();
  await db.deleteFrom('invoices').execute();
  await db.deleteFrom('billed_months').execute();
  await sql`vacuum (analyze) invoices, invoice_lines, billed_months, domain_events`.execute(db);
  return { seconds, created };
}

/** Fills, measures and prints the figure beside its goal (also the month-end part of `npm run bench`). */
export async function monthEndReport(): Promise<boolean> {
  const serverUrl = process.env.BENCH_PG_URL ?? DEFAULT_SERVER_URL;
  const name = process.env.BENCH_DB ?? 'bench_month_end';
  const now = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 2, 9));
  await recreateDatabase(serverUrl, name);
  const loading = openForLoading(serverUrl, name);
  const filling = performance.now();
  try {
    await fill(loading, now);
  } finally {
    await loading.destroy();
  }
  console.log(`${name}: filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
  // As the server connects: commits wait for the WAL, as the app's do.
  const db = kyselyForPostgres(databaseUrl(serverUrl, name), 2);
  try {
    const batched = await timedRun(db, now, 500);
    const alone = await timedRun(db, now, 1);
    const again = await timedRun(db, now, 500);
    const best = Math.min(batched.seconds, again.seconds);
    const [load] = (await import('node:os')).loadavg();
    console.log(`\nload average (1 min) ${load?.toFixed(1)}`);
    console.log(
      `month-end invoice run, ${batched.created} invoices: ${best.toFixed(2)} s in batches ` +
        `(runs ${batched.seconds.toFixed(2)} / ${again.seconds.toFixed(2)} s), ` +
        `goal <= ${GOAL_S} s ${best <= GOAL_S ? 'OK' : 'MISS'}; ` +
        `one provider per transaction (baseline) ${alone.seconds.toFixed(2)} s, ` +
        `${(alone.seconds / best).toFixed(1)}x slower`,
    );
    if (batched.created < PROVIDERS || alone.created !== batched.created) {
      throw new Error(
        `expected ${PROVIDERS} invoices each run, got ${batched.created} / ${alone.created}`,
      );
    }
    return best <= GOAL_S;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  monthEndReport().catch((err: unknown) => {
    console.error('bench:month-end failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
