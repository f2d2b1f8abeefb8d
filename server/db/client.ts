import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { lockDataDir } from './lock';
import { hasCluster } from './pglite-cluster';
import { pgliteParsers } from './pglite-parsers';
import { type PgliteQueryable, pglitePool } from './pglite-pool';
import { type DatabaseLog, openLastingPgliteThread } from './pglite-restarts';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
};

export { pgliteParsers };

export function kyselyForPglite(
  pglite: PgliteQueryable,
  leaseTimeoutMs?: number,
): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pglitePool(pglite, leaseTimeoutMs) }),
  });
}

/** Connections of a PostgreSQL pool: open ones, idle ones, and queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

/** What `poolStats` reads of a pg.Pool (the pg driver itself loads only for PostgreSQL). */
type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };
const postgresPools = new WeakMap<Kysely<Database>, PoolCounts>();

/** Records the pool behind a PostgreSQL database (postgres-client.ts), for `poolStats`. */
export function recordPostgresPool(db: Kysely<Database>, pool: PoolCounts): void {
  postgresPools.set(db, pool);
}

/** The pool behind a database made by `kyselyForPostgres` (for metrics); none for PGlite. */
export function poolStats(db: Kysely<Database>): PoolStats | undefined {
  const pool = postgresPools.get(db);
  if (!pool) return undefined;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Where the embedded database of a data directory lives. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether opening the embedded default will have to create its database first. */
export const embeddedDatabaseMissing = (dataDir: string) =>
  !hasCluster(embeddedDatabaseDir(dataDir));

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (locked), on a
 * thread of its own so that its statements never block the event loop, opened again should
 * that thread stop (decision 0113); `log` hears of it.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** The process whose lock on `dataDir` this one works under (see lockDataDir). */
  lockHeldBy?: number;
  log?: DatabaseLog;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    // The pg driver loads only for PostgreSQL: the embedded default never needs it.
    const { kyselyForPostgres } = await import('./postgres-client');
    const db = kyselyForPostgres(opts.databaseUrl);
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const unlock = lockDataDir(opts.dataDir, opts.lockHeldBy);
  try {
    const pglite = await openLastingPgliteThread(embeddedDatabaseDir(opts.dataDir), {
      log: opts.log,
    });
    const db = kyselyForPglite(pglite);
    return {
      db,
      engine: 'pglite',
      async close() {
        await db.destroy();
        await pglite.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
