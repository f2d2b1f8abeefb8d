/**
 * The search bench's databases: bench:data's generator (accounts, providers and their
 * services, requests) at a shape of its own, since bench:data's large set has 15k providers
 * and search's goal is for 200k. Kept between runs; BENCH_SEARCH_REFILL=1 makes them again.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed';
import { hashPassword } from '../../server/lib/password';
import { accountSteps } from '../fill/accounts';
import { openForLoading, recreateDatabase } from '../fill/database';
import { dropSecondaryIndexes } from '../fill/indexes';
import { databaseUrl, type Shape } from '../fill/options';
import { PROBE_PASSWORD, recordProbes } from '../fill/probes';
import { requestSteps } from '../fill/requests';
import { createScratch, dropScratch } from '../fill/setup';
import { runSteps } from '../fill/step';

export const LARGE: Shape = {
  providers: 200_000,
  clients: 85_000,
  requests: 1_000_000,
  uploaded: 0,
};
/** The same shapes at 1/1000: the baseline measured in the same run. */
export const SMALL: Shape = { providers: 200, clients: 85, requests: 1_000, uploaded: 0 };

/** Whether `name` was filled to `shape` by an earlier run (its last step, analyze, ran). */
async function filled(serverUrl: string, name: string, shape: Shape): Promise<boolean> {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  const found = await server
    .query('select 1 from pg_database where datname = $1', [name])
    .finally(() => server.end());
  if (found.rowCount !== 1) return false;
  const db = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
  await db.connect();
  try {
    const res = await db.query(
      `select to_regclass('gen.params') is null
        and to_regclass('bench_probes') is not null
        and (select count(*) from service_providers) >= $1 as done`,
      [shape.providers],
    );
    return res.rows[0]?.done === true;
  } finally {
    await db.end();
  }
}

/** Makes database `name` at `shape` unless an earlier run filled it. */
export async function ensureFilled(serverUrl: string, name: string, shape: Shape): Promise<void> {
  if (process.env.BENCH_SEARCH_REFILL !== '1' && (await filled(serverUrl, name, shape))) {
    console.log(`${name}: kept from an earlier run`);
    return;
  }
  console.log(`${name}: filling ${JSON.stringify(shape)}`);
  await recreateDatabase(serverUrl, name);
  const db = openForLoading(serverUrl, name);
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    await recordProbes(db);
    await createScratch(db, shape, new Date());
    const rebuildIndexes = await dropSecondaryIndexes(db);
    const [staging, requests] = requestSteps;
    if (!staging || !requests) throw new Error('bench:data has no request steps');
    await runSteps(db, [
      ...accountSteps(await hashPassword(PROBE_PASSWORD)),
      staging,
      requests,
      rebuildIndexes,
      {
        table: '(drop gen, vacuum analyze)',
        async run(db) {
          await dropScratch(db);
          await sql`vacuum (analyze)`.execute(db);
          return undefined;
        },
      },
    ]);
  } finally {
    await db.destroy();
  }
}
