/** The bench's own PostgreSQL database: made empty here, migrated by the server, dropped at cleanup. */
import pg from 'pg';
import { onCleanup } from '../soak/cleanup';

export type BenchDatabase = { name: string; url: string; pool: pg.Pool };

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `bench_rt_${process.pid}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  onCleanup(() => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  onCleanup(() => pool.end());
  return { name, url: url.toString(), pool };
}

/** Rows of chat_messages whose text starts with `prefix`. */
export async function countMessages(db: BenchDatabase, prefix: string): Promise<number> {
  const { rows } = await db.pool.query<{ n: string }>(
    'select count(*) as n from chat_messages where message_text like $1',
    [`${prefix}%`],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Process ids of the PostgreSQL backends serving the bench database (not our own). */
export async function backendPids(db: BenchDatabase): Promise<number[]> {
  const { rows } = await db.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [db.name],
  );
  return rows.map((r) => r.pid);
}

/** Transactions committed in the bench database so far (each autocommit statement is one). */
export async function commits(db: BenchDatabase): Promise<number> {
  const { rows } = await db.pool.query<{ n: string }>(
    'select xact_commit as n from pg_stat_database where datname = $1',
    [db.name],
  );
  return Number(rows[0]?.n ?? 0);
}
