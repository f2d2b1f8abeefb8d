/** The real app on PGlite in BENCH_DATA_DIR (made and removed by the parent), announced and served. */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedReferenceData } from '../../server/db/seed';
import { createLogger } from '../../server/lib/logger';
import { announceAndWait, listeningPort } from './serve';

type App = Awaited<ReturnType<typeof buildApp>>;

/** `fill` writes a target's data before the app starts; `ready` runs once it is built. */
export async function serveAppOnPglite(
  fill: (db: Kysely<Database>) => Promise<void> = async () => {},
  ready: (app: App) => Promise<unknown> = async () => {},
): Promise<void> {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR is required');
  // BENCH_LOG_FILE: production's logging (a line per request at `info`), written to that file.
  const logFile = process.env.BENCH_LOG_FILE;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dataDir, 'data'),
    LOG_LEVEL: logFile ? 'info' : 'silent',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
  });
  const database = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  await fill(database.db);
  const logger = logFile ? createLogger(config.logLevel, logFile) : undefined;
  const app = await buildApp({ config, database, logger });
  await ready(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  announceAndWait(listeningPort(app.server.address()), async () => {
    try {
      await app.close();
    } finally {
      await database.close();
    }
  });
}
