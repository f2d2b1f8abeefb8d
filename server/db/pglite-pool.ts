import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

export type PgliteResult<R> = { rows: R[]; affectedRows?: number };

/** What the pool reads of PGlite: a PGlite instance, or one on its own thread (pglite-thread.ts). */
export type PgliteQueryable = {
  query<R>(text: string, params?: unknown[]): Promise<PgliteResult<R>>;
  /** Which opening of the database answers now (pglite-restarts.ts), if it can be reopened. */
  session?(): number;
};

/**
 * A lease that began on an earlier opening of the database: its transaction ended with that
 * opening, so its later statements must not run, uncommitted and alone, on the new one.
 */
const sessionLost = () =>
  Object.assign(
    new Error('the embedded database was opened again since this connection was taken'),
    { code: '08006' },
  );

/**
 * Makes one PGlite session look like a `pg` Pool to kysely's PostgresDialect.
 * PGlite has a single session, so a "connection" is an exclusive lease: while a
 * transaction holds it, every other query waits instead of slipping into it.
 */
export function pglitePool(db: PgliteQueryable, leaseTimeoutMs = 15_000): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  async function lease() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = tail;
    tail = previous.then(() => released);
    // A query made on `db` inside a transaction callback (instead of on its `trx`) would wait
    // for the lease its own transaction holds: fail loudly instead of hanging forever.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              'PGlite lease not granted in time: is a query using db inside a transaction?',
            ),
          ),
        leaseTimeoutMs,
      );
    });
    try {
      await Promise.race([previous, timedOut]);
    } catch (err) {
      // Our turn still comes later; hand it straight on so the queue keeps moving.
      void previous.then(release);
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return release;
  }

  return {
    async connect() {
      const release = await lease();
      const session = db.session?.();
      // Cursors (kysely's streaming) are not supported; only plain queries reach PGlite.
      const client = {
        async query<R>(
          text: string,
          params: readonly unknown[] = [],
        ): Promise<PostgresQueryResult<R>> {
          if (db.session?.() !== session) throw sessionLost();
          const result = await db.query<R>(text, params as unknown[]);
          return {
            rows: result.rows,
            rowCount: result.affectedRows ?? result.rows.length,
            command: firstKeyword(text),
          };
        },
        release,
      };
      return client as PostgresPoolClient;
    },
    async end() {
      await tail;
    },
  };
}

/** kysely reads affected-row counts only for these commands; a WITH query counts as its final verb. */
function firstKeyword(sql: string): Command {
  const verbs = sql.toUpperCase().match(/\b(INSERT|UPDATE|DELETE|MERGE|SELECT)\b/g) ?? [];
  const first = sql.trimStart().slice(0, 4).toUpperCase() === 'WITH' ? verbs.at(-1) : verbs[0];
  return (first ?? 'SELECT') as Command;
}
