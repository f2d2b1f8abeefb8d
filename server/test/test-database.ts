import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  kyselyForPglite,
  kyselyForPostgres,
  pgliteParsers,
} from '../db/client';
import { createDatabase, databaseUrl, dropDatabase, randomDatabaseName } from './postgres-admin';

/**
 * A migrated, seeded database of its own for one test file: a clone of the
 * PostgreSQL template when TEST_DATABASE_URL is set, else PGlite loaded from the dump.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
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
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
  const pglite = await PGlite.create({ loadDataDir: dump, parsers: pgliteParsers });
  const db = kyselyForPglite(pglite);
  return {
    db,
    engine: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
