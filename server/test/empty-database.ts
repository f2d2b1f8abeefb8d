import { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import { kyselyForPglite, pgliteParsers } from '../db/client';
import { pgliteExtensions } from '../db/pglite-extensions';
import { kyselyForPostgres } from '../db/postgres-client';
import type { Database } from '../db/schema';
import { createDatabase, databaseUrl, dropDatabase, randomDatabaseName } from './postgres-admin';
import { MACHINE_POSTGRES_URL, runEngineTemplate } from './test-database';

/**
 * An empty database of its own, for a migration test that migrates it step by step: on the
 * run's engine (PGlite, or TEST_DATABASE_URL), or on PostgreSQL whatever the run.
 */
export async function openEmptyDatabase(
  prefix: string,
  engine: 'run' | 'postgres' = 'run',
): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  if (engine === 'run') runEngineTemplate();
  const baseUrl =
    process.env.TEST_DATABASE_URL ?? (engine === 'postgres' ? MACHINE_POSTGRES_URL : undefined);
  if (!baseUrl) {
    const pglite = await PGlite.create({ parsers: pgliteParsers, extensions: pgliteExtensions });
    const db = kyselyForPglite(pglite);
    return {
      db,
      close: async () => {
        await db.destroy();
        await pglite.close();
      },
    };
  }
  const name = randomDatabaseName(prefix);
  await createDatabase(baseUrl, name);
  const db = kyselyForPostgres(databaseUrl(baseUrl, name), 2, () => {});
  return {
    db,
    close: async () => {
      await db.destroy();
      await dropDatabase(baseUrl, name);
    },
  };
}

/** A client (1) and two Lahore providers (2, 3), as the migration tests' orders need them. */
export async function insertParties(db: Kysely<Database>, clientName = 'C') {
  await sql`insert into accounts (id, role, email, password_hash) values
    (1, 'clients', 'c@example.com', 'x'), (2, 'serviceproviders', 'p@example.com', 'x'),
    (3, 'serviceproviders', 'q@example.com', 'x')`.execute(db);
  await sql`insert into clients (client_id, name, terms_accepted_at)
    values (1, ${clientName}, now())`.execute(db);
  await sql`insert into service_providers
      (sp_id, first_name, last_name, phone, address, city_id, gender, dob, terms_accepted_at)
    values (2, 'P', 'Q', '03001234567', 'Street', 2, 'male', '1990-01-01', now()),
      (3, 'R', 'S', '03001234567', 'Street', 2, 'male', '1990-01-01', now())`.execute(db);
}
