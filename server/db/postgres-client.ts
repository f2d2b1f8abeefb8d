import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteParsers as parsers, recordPostgresPool } from './client';
import { prepareMarked } from './prepared';
import type { Database } from './schema';

export function kyselyForPostgres(
  connectionString: string,
  max = 10,
  warn: (message: string) => void = console.error,
): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A client that loses its server emits 'error'. The pool listens only while a client is
  // idle; a checked-out one would throw an unhandled 'error' and end the process. Its query
  // fails on its own (answered 503) and the pool drops the broken client on release.
  pool.on('error', (err) => warn(`postgres pool error: ${err.message}`));
  pool.on('connect', (client) => {
    client.on('error', (err) => warn(`postgres connection lost: ${err.message}`));
    prepareMarked(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  recordPostgresPool(db, pool);
  return db;
}
