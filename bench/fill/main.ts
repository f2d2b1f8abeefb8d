/**
 * `npm run bench:data`: a PostgreSQL database for the scale benchmarks, filled server-side
 * (INSERT ... SELECT over generate_series) with the app's own schema and seed. BENCH_SCALE
 * large (100k accounts, 1M requests, ~6M messages) or small (the same shapes at 1/1000);
 * BENCH_DB names it (default perf_<scale>), BENCH_PG_URL is the server. The probe accounts
 * (probes.ts) are the same at both scales.
 */
import { sql } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed';
import { hashPassword } from '../../server/lib/password';
import { accountSteps } from './accounts';
import { billingSteps } from './billing';
import { chatSteps } from './chats';
import { checkSteps } from './checks';
import { databaseSize, openForLoading, recreateDatabase } from './database';
import { dropSecondaryIndexes } from './indexes';
import { notificationSteps } from './notifications';
import { numbersSteps } from './numbers';
import { readOptions, shapeOf } from './options';
import { priceGuideSteps } from './price-guides';
import { PROBE_PASSWORD, probeAccounts, recordProbes } from './probes';
import { requestSteps } from './requests';
import { reviewSteps } from './reviews';
import { createScratch, dropScratch } from './setup';
import { runSteps } from './step';

async function main(): Promise<void> {
  const options = readOptions();
  const shape = shapeOf(options.scale);
  const started = performance.now();
  console.log(`${options.database}: ${options.scale} (${JSON.stringify(shape)})`);
  await recreateDatabase(options.serverUrl, options.database);
  const db = openForLoading(options.serverUrl, options.database);
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    // First: it marks the database as a bench database, which a later run may replace.
    await recordProbes(db);
    await createScratch(db, shape, new Date());
    const rebuildIndexes = await dropSecondaryIndexes(db);
    const passwordHash = await hashPassword(PROBE_PASSWORD);
    await runSteps(db, [
      ...accountSteps(passwordHash),
      ...requestSteps,
      ...chatSteps,
      ...reviewSteps,
      ...billingSteps,
      ...notificationSteps,
      rebuildIndexes,
      // After the indexes: the job reads the requests by day and their offers by request.
      ...numbersSteps,
      ...priceGuideSteps,
      {
        table: '(drop gen, vacuum analyze)',
        async run(db) {
          await dropScratch(db);
          await sql`vacuum (analyze)`.execute(db);
          return undefined;
        },
      },
      ...checkSteps,
    ]);
  } finally {
    await db.destroy();
  }
  const bytes = await databaseSize(options.serverUrl, options.database);
  const minutes = (performance.now() - started) / 60_000;
  console.log(
    `\n${options.database}: ${(bytes / 2 ** 30).toFixed(2)} GiB in ${minutes.toFixed(1)} min`,
  );
  console.log(`probe accounts (password "${PROBE_PASSWORD}" for every account):`);
  for (const p of probeAccounts.slice(0, 2)) console.log(`  ${p.key}: id ${p.id}, ${p.email}`);
}

main().catch((err: unknown) => {
  console.error('bench:data failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
