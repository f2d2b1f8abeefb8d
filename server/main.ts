import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import {
  type DatabaseHandle,
  embeddedDatabaseDir,
  embeddedDatabaseMissing,
  openDatabase,
} from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { bootSteps } from './lib/boot-steps';
import { prepareDataDir } from './lib/data-dir';
import {
  childExitsWithParent,
  FIRST_START_LIMIT_MS,
  firstStartInChild,
  firstStartParent,
  forceChildExitAfter,
  isFirstStartChild,
} from './lib/first-start';
import { createLogger } from './lib/logger';

async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const boot = bootSteps(log);
  prepareDataDir(config.dataDir);
  if (isFirstStartChild()) childExitsWithParent();
  // The rest of the server's code loads while the database opens (decision 0110).
  const loadingCode = boot.step(
    "loading the app's code (while the database opens)",
    () => import('./app-code'),
  );
  // Should the database fail to open, its error is the one reported, not this one's.
  loadingCode.catch(() => {});
  const missing = () => !config.databaseUrl && embeddedDatabaseMissing(config.dataDir);
  if (missing() && !isFirstStartChild()) {
    // Held while the child works under it: a second start at the same time stops here, saying so.
    const unlock = lockDataDir(config.dataDir);
    try {
      await boot.step(
        'first start: making the embedded database ready in a child process',
        () => firstStartInChild(fileURLToPath(import.meta.url)),
        true,
      );
    } finally {
      unlock();
    }
  }
  const creating = missing();
  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    lockHeldBy: firstStartParent(),
    log,
  });
  const database = await boot.step(
    creating
      ? `creating the embedded database in ${embeddedDatabaseDir(config.dataDir)} (first start)`
      : 'opening the database',
    () => opening,
    creating,
  );
  const {
    buildApp,
    DEMO_CLIENT,
    DEMO_PASSWORD,
    DEMO_PROVIDER,
    ensureAdminAccount,
    migrateToLatest,
    seedDemoData,
    seedReferenceDataOnStart,
  } = await loadingCode;
  const applied = await boot.step('migrating', () => migrateToLatest(database.db), creating);
  if (applied.length > 0) log.info(`applied ${applied.length} migrations: ${applied.join(', ')}`);
  await boot.step('seeding cities and the catalog', () => seedReferenceDataOnStart(database.db));
  // Before the app starts: its invoice run at start bills the demo's last month.
  const demoSeeded =
    config.demoData && (await boot.step('seeding demo data', () => seedDemoData(database.db)));
  const app = await boot.step('loading the app', () =>
    buildApp({ config, database, schedules: true, logger: log }),
  );
  if (demoSeeded) {
    app.log.info(`demo accounts: ${DEMO_CLIENT} and ${DEMO_PROVIDER}, password "${DEMO_PASSWORD}"`);
  }
  await ensureAdminAccount(database.db, config, app.log);
  if (isFirstStartChild()) {
    // Closing waits for the jobs' first runs (started by buildApp) to finish.
    forceChildExitAfter(FIRST_START_LIMIT_MS / 2);
    await closeAll(app, database);
    process.exit(0);
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `ServiceHub ready at ${config.publicUrl} on ${database.engine} in ${boot.elapsedMs()} ms`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // A stop takes at most 5 s: whatever still holds on after 4.5 s is cut.
    const force = setTimeout(() => process.exit(1), 4_500);
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
