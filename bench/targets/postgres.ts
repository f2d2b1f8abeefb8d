/**
 * The real app on the PostgreSQL database of DATABASE_URL (a bench:data database), started as
 * the server starts it but without its background jobs, so the data stays as generated. The
 * admin account comes from ADMIN_USERNAME / ADMIN_PASSWORD.
 */
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed';
import { ensureAdminAccount } from '../../server/modules/auth/admin-account';
import { announceAndWait, listeningPort } from './serve';

const { BENCH_DATA_DIR: dataDir, DATABASE_URL: databaseUrl } = process.env;
if (!dataDir || !databaseUrl) throw new Error('BENCH_DATA_DIR and DATABASE_URL are required');

const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  DATA_DIR: path.join(dataDir, 'data'),
  LOG_LEVEL: 'silent',
  CLIENT_DIR: path.join(dataDir, 'no-client'),
  ADMIN_USERNAME: process.env.ADMIN_USERNAME,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
  // Every benchmark login comes from 127.0.0.1.
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  // ...and every public page read and search.
  PUBLIC_READS_PER_MINUTE: '1000000',
});
const database = await openDatabase({ databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database.db);
await seedReferenceData(database.db);
const app = await buildApp({ config, database });
await ensureAdminAccount(database.db, config, app.log);
await app.listen({ host: '127.0.0.1', port: 0 });

announceAndWait(listeningPort(app.server.address()), async () => {
  try {
    await app.close();
  } finally {
    await database.close();
  }
});
