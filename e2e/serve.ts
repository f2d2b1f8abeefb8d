/**
 * Starts the real server for the browser tests: the compiled server and the built app that
 * `npm start` runs (here without its launcher), on a fresh data dir, and on a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, SERVER_ENTRY, sourceFingerprint } from '../scripts/build-state.mjs';
import { openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import { seedReferenceData } from '../server/db/seed';
import { createDatabase, databaseUrl, dropDatabase } from '../server/test/postgres-admin';
import { seedBillingFixture } from './support/billing-fixture';
import {
  e2eAdmin,
  e2eDataDir,
  e2eJwtSecret,
  e2ePort,
  e2ePushOrigins,
  e2eWhatsAppPort,
} from './support/e2e-env';
import { FAKE_WHATSAPP, startFakeWhatsAppCloud } from './support/fake-whatsapp-cloud';
import { seedOverdueFixture } from './support/overdue-fixture';

if (!buildIsCurrent(sourceFingerprint())) {
  throw new Error('The build is missing or older than the sources: run `npm run build` first.');
}

const port = String(e2ePort);
fs.rmSync(e2eDataDir, { recursive: true, force: true });

const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl) {
  const name = `e2e_marketplace_${port}`;
  await dropDatabase(baseUrl, name);
  await createDatabase(baseUrl, name);
  process.env.DATABASE_URL = databaseUrl(baseUrl, name);
}

Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: e2eDataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // Every browser test logs in from 127.0.0.1; the per-address brake has its own server test.
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  // One proxy hop is trusted, so a journey can play strangers at other addresses (a browser
  // sends no X-Forwarded-For: its own address stays 127.0.0.1).
  TRUST_PROXY: '1',
  // The PDF threads at the server's priority: at a lower one they starve on a machine busy with
  // the other CI lane.
  PDF_THREAD_NICE: '0',
  ADMIN_USERNAME: e2eAdmin.username,
  ADMIN_PASSWORD: e2eAdmin.password,
  JWT_SECRET: e2eJwtSecret,
  // Headless Chromium reaches no push service: journeys subscribe to their own loopback one
  // (e2e/support/fake-push-subscription.ts), which the server must be allowed to push to.
  PUSH_EXTRA_ENDPOINT_ORIGINS: e2ePushOrigins.join(','),
  // WhatsApp alerts go through the real Cloud API sender to a local fake of that API.
  WHATSAPP_SENDER: 'cloud',
  WHATSAPP_API_URL: `http://127.0.0.1:${e2eWhatsAppPort}/${FAKE_WHATSAPP.version}`,
  WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
  WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
  WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
  WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
});
await startFakeWhatsAppCloud(e2eWhatsAppPort);
// The billing journey needs orders completed last month: written before the server starts.
const seeding = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: e2eDataDir });
await migrateToLatest(seeding.db);
await seedReferenceData(seeding.db);
await seedBillingFixture(seeding.db);
await seedOverdueFixture(seeding.db);
await seeding.close();

await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
