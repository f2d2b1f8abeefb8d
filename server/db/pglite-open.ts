import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { hasCluster } from './pglite-cluster';
import { pgliteExtensions } from './pglite-extensions';

/**
 * PostgreSQL settings of the embedded database. Its default buffers (128 MB shared) live in the
 * server's own memory for good; 16 MB is plenty for one node's working set (decision 0027).
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB', '-c', 'temp_buffers=1MB'],
];

/**
 * Creates the database files in a child process that then exits: making a cluster (initdb)
 * takes some 600 MB that PGlite never hands back, and the server should not carry it.
 */
async function createCluster(dir: string): Promise<void> {
  const entry = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(entry)});
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir], {
    timeout: 120_000,
  });
}

/** Opens the embedded database in `dir`, creating its files first when there are none. */
export async function openPglite(
  dir: string,
  parsers: Record<number, (value: string) => unknown>,
): Promise<PGlite> {
  if (!hasCluster(dir)) await createCluster(dir);
  return PGlite.create({
    dataDir: dir,
    parsers,
    startParams: START_PARAMS,
    extensions: pgliteExtensions,
  });
}
