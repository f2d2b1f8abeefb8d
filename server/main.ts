import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DEMO_CLIENT, DEMO_PASSWORD, DEMO_PROVIDER, seedDemoData } from './db/demo-data';
import { DataDirLockedError } from './db/lock';
import { migrateToLatest } from './db/migrate';
import { seedReferenceData } from './db/seed';
import { prepareDataDir } from './lib/data-dir';
import { ensureAdminAccount } from './modules/auth/admin-account';

async function main() {
  const startedAt = performance.now();
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  // Before the app starts: its invoice run at start bills the demo's last month.
  const demoSeeded = config.demoData && (await seedDemoData(database.db));
  const app = await buildApp({ config, database, schedules: true });
  if (demoSeeded) {
    app.log.info(`demo accounts: ${DEMO_CLIENT} and ${DEMO_PROVIDER}, password "${DEMO_PASSWORD}"`);
  }
  await ensureAdminAccount(database.db, config, app.log);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `ServiceHub ready at ${config.publicUrl} on ${database.engine} in ${Math.round(performance.now() - startedAt)} ms`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await closeAll(app, database);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function closeAll(
  app: { close(): Promise<unknown>; log: { info(msg: string): void } },
  database: DatabaseHandle,
) {
  const started = performance.now();
  const since = () => `${Math.round(performance.now() - started)} ms`;
  try {
    await app.close();
    app.log.info(`requests drained and sockets closed in ${since()}`);
  } finally {
    await database.close();
    app.log.info(`database closed; stopped in ${since()}`);
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
