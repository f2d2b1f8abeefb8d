import { inject } from 'vitest';
import { type DatabaseHandle, kyselyForPglite } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { kyselyForPostgres } from '../db/postgres-client';
import { seedReferenceData } from '../db/seed';
import { createDatabase, databaseUrl, dropDatabase, randomDatabaseName } from './postgres-admin';
import { giveBackPglite, takePglite } from './reused-pglite';

export type { DatabaseHandle } from '../db/client';

/** The machine's PostgreSQL, for the tests that need a real server whatever the run's engine. */
export const MACHINE_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A migrated, seeded PostgreSQL database of its own, even on a PGlite run (fault tests kill
 * its connections): a clone of the run's template when there is one, else built here.
 */
export async function openPostgresTestDatabase({
  warn = () => {},
}: {
  /** Hears the pool's warnings (a lost connection); by default they are dropped. */
  warn?: (message: string) => void;
} = {}): Promise<DatabaseHandle & { url: string }> {
  const template = inject('postgresTemplate');
  const baseUrl = template?.baseUrl ?? process.env.TEST_DATABASE_URL ?? MACHINE_POSTGRES_URL;
  const name = randomDatabaseName('t_file');
  await createDatabase(baseUrl, name, template?.name);
  const url = databaseUrl(baseUrl, name);
  // The fault tests drop its connections on purpose: their warnings would only be noise.
  const db = kyselyForPostgres(url, 10, warn);
  if (!template) {
    await migrateToLatest(db);
    await seedReferenceData(db);
  }
  return {
    db,
    url,
    engine: 'postgres',
    async close() {
      await db.destroy();
      await dropDatabase(baseUrl, name);
    },
  };
}

/**
 * A migrated, seeded database of its own for one test file: a clone of the PostgreSQL template
 * when TEST_DATABASE_URL is set, else a PGlite in the state of the run's dump (reused-pglite.ts).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const templatePath = runEngineTemplate();
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = randomDatabaseName('t_file');
    await createDatabase(postgres.baseUrl, name, postgres.name);
    const db = kyselyForPostgres(databaseUrl(postgres.baseUrl, name));
    return {
      db,
      engine: 'postgres',
      async close() {
        await db.destroy();
        await dropDatabase(postgres.baseUrl, name);
      },
    };
  }
  const reusable = await takePglite(templatePath);
  const db = kyselyForPglite(reusable.pglite);
  return {
    db,
    engine: 'pglite',
    async close() {
      await db.destroy();
      await giveBackPglite(reusable);
    },
  };
}

/**
 * The PGlite template of the `engine` project (vitest.config.ts). A file of the `once` project
 * has none: it runs on one engine only, so it must not open the run's database.
 */
export function runEngineTemplate(): string {
  const path = inject('pgliteTemplatePath');
  if (!path) {
    throw new Error(
      "This test opens the run's database, so it must run on both engines: take it out of " +
        "vitest.config.ts's onceOnly list.",
    );
  }
  return path;
}
