/**
 * The real app serving the built client (dist/ or FRONTEND_DIST) on PGlite in BENCH_DATA_DIR,
 * seeded with the reference data (the home page's categories) and the demo client and provider
 * (a provider page to measure, decision 0096). Started by
 * bench/frontend/lighthouse.ts through bench/target.ts; prints {"port":n} when listening.
 */
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/demo-data';
import { migrateToLatest } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed';
import { announceAndWait, listeningPort } from '../targets/serve';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required');

const config = loadConfig({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dataDir, 'data'),
  LOG_LEVEL: 'silent',
  CLIENT_DIR: path.resolve(process.env.FRONTEND_DIST ?? 'dist'),
  JWT_SECRET: 'bench-frontend-secret-that-is-long-enough-for-hs256',
});
const database = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
await migrateToLatest(database.db);
await seedReferenceData(database.db);
await seedDemoData(database.db);
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });

announceAndWait(listeningPort(app.server.address()), async () => {
  try {
    await app.close();
  } finally {
    await database.close();
  }
});
