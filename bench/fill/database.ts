/** The bench database itself: made afresh on the server, and opened for bulk loading. */
import type { Kysely } from 'kysely';
import pg from 'pg';
import { kyselyForPostgres } from '../../server/db/postgres-client';
import type { Database } from '../../server/db/schema';
import { databaseUrl } from './options';

/** The table only a bench database has: a database without it is never dropped. */
export const PROBES_TABLE = 'bench_probes';

async function withServer<T>(serverUrl: string, use: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function isBenchDatabase(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
  await client.connect();
  try {
    const res = await client.query('select to_regclass($1) is not null as ours', [PROBES_TABLE]);
    return res.rows[0]?.ours === true;
  } finally {
    await client.end();
  }
}

/** Creates `name`, replacing an earlier bench database of that name (never anything else). */
export async function recreateDatabase(serverUrl: string, name: string): Promise<void> {
  const exists = await withServer(serverUrl, async (c) => {
    const res = await c.query('select 1 from pg_database where datname = $1', [name]);
    return res.rowCount === 1;
  });
  if (exists) {
    if (!(await isBenchDatabase(serverUrl, name))) {
      throw new Error(`database ${name} exists and was not made by bench:data; not touching it`);
    }
    await withServer(serverUrl, (c) => c.query(`drop database ${name}`));
  }
  await withServer(serverUrl, (c) => c.query(`create database ${name}`));
}

/** Bulk loading: large sorts and index builds in memory, no wait for the WAL flush. */
const SESSION = '-c work_mem=1GB -c maintenance_work_mem=1GB -c synchronous_commit=off';

export function openForLoading(serverUrl: string, name: string): Kysely<Database> {
  const url = new URL(databaseUrl(serverUrl, name));
  url.searchParams.set('options', SESSION);
  return kyselyForPostgres(url.toString(), 2);
}

export async function databaseSize(serverUrl: string, name: string): Promise<number> {
  return withServer(serverUrl, async (c) => {
    const res = await c.query('select pg_database_size($1)::float8 as bytes', [name]);
    return Number(res.rows[0]?.bytes);
  });
}
