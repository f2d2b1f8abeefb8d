import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { ensureAdminAccount } from '../modules/auth/admin-account';
import { documentedAnswers, type OpenApiDocument } from './documented-responses';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The API document and its checks, kept per worker by the settings an app was built with: the
 * same settings register the same routes and schemas, and building the document cost each test
 * file 100–200 ms of CPU.
 */
const checksBySettings = new Map<
  string,
  { document: OpenApiDocument; check: ReturnType<typeof documentedAnswers> }
>();

/**
 * Makes `app.inject` throw, in the test that sent the request, when the answer's status or
 * body is not what the API document says that operation answers; answers the document it
 * checks against (shared by every app of these settings).
 */
function checkAnswers(app: App, settings: string): OpenApiDocument {
  let checks = checksBySettings.get(settings);
  if (!checks) {
    const document = app.swagger() as unknown as OpenApiDocument;
    checks = { document, check: documentedAnswers(document) };
    checksBySettings.set(settings, checks);
  }
  const { document, check } = checks;
  const inject = app.inject.bind(app);
  app.inject = ((opts?: InjectOptions | string, callback?: unknown) => {
    if (opts === undefined || callback) return inject(opts as never, callback as never);
    const { method = 'GET', url, headers = {} } = typeof opts === 'string' ? { url: opts } : opts;
    const conditional = 'if-none-match' in headers || 'if-modified-since' in headers;
    return inject(opts).then((res) => {
      if (typeof url !== 'string') return res;
      const problems = check({ method, url, status: res.statusCode, body: res.body, conditional });
      if (problems.length > 0)
        throw new Error(`The API document does not describe this answer:\n${problems.join('\n')}`);
      return res;
    });
  }) as App['inject'];
  return document;
}

/**
 * The real app on a test database of its own, for `app.inject`. `checkAnswers` (on unless a
 * test says why not) holds every answer to the API document.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    clock,
    database: given,
    checkAnswers: checking = true,
    logger,
  }: {
    clock?: Clock;
    database?: DatabaseHandle;
    checkAnswers?: boolean;
    /** Where the app logs (a test that reads the lines); none otherwise. */
    logger?: FastifyBaseLogger;
  } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-app-'));
  const database: DatabaseHandle = given ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    // At the tests' own priority: at a lower one, the PDF threads starved on a machine busy with
    // the browser journeys, and their tests timed out.
    PDF_THREAD_NICE: '0',
    ...env,
  });
  const app = await buildApp({ config, database, clock, logger, checkSerializers: true });
  await app.ready();
  const answersDocument = checking ? checkAnswers(app, JSON.stringify(env)) : undefined;
  if (config.adminUsername) await ensureAdminAccount(database.db, config, app.log);
  return {
    app,
    db: database.db,
    engine: database.engine,
    config,
    /** The API document the answers are checked against, when they are. */
    answersDocument,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
