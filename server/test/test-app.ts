import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { ensureAdminAccount } from '../modules/auth/admin-account';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a test database of its own, for `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  { clock, database: given }: { clock?: Clock; database?: DatabaseHandle } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-app-'));
  const database: DatabaseHandle = given ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    ...env,
  });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  if (config.adminUsername) await ensureAdminAccount(database.db, config, app.log);
  return {
    app,
    db: database.db,
    engine: database.engine,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
