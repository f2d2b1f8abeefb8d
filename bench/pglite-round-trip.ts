/**
 * What a statement costs on the embedded database's own thread (decision 0113) against PGlite
 * on the main thread: wall time per statement and the main thread's CPU time per statement,
 * for `select 1` and for 75 rows (an invoice's lines), in alternated rounds on one data dir.
 *
 * Usage: npx tsx bench/pglite-round-trip.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../server/db/pglite-open';
import { pgliteParsers } from '../server/db/pglite-parsers';
import type { PgliteQueryable } from '../server/db/pglite-pool';
import { openPgliteThread } from '../server/db/pglite-thread';
import { median } from './measure';

const STATEMENTS = { 'select 1': 3000, '75 rows': 1000 };
const SQL = {
  'select 1': 'select 1 as one',
  '75 rows': `select g as line, 'Order ' || g || ': replace the kitchen mixer tap' as description,
    150000 + g * 100 as price_minor, now() as completed_date
    from generate_series(1, 75) g`,
};
const ROUNDS = 3;

/** The main thread's CPU time in ms (utime + stime of its task; 10 ms ticks). */
function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function perStatement(db: PgliteQueryable, sql: string, count: number) {
  for (let i = 0; i < 50; i++) await db.query(sql);
  const cpu = mainThreadCpuMs();
  const started = performance.now();
  for (let i = 0; i < count; i++) await db.query(sql);
  return {
    wallUs: ((performance.now() - started) * 1000) / count,
    cpuUs: ((mainThreadCpuMs() - cpu) * 1000) / count,
  };
}

const dir = path.join(mkdtempSync(path.join(tmpdir(), 'pglite-round-trip-')), 'pglite');
const results: Record<string, { wallUs: number[]; cpuUs: number[] }> = {};
try {
  await (await openPgliteThread(dir)).close();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const where of ['main thread', 'own thread'] as const) {
      const db =
        where === 'main thread'
          ? await openPglite(dir, pgliteParsers)
          : await openPgliteThread(dir);
      for (const [name, count] of Object.entries(STATEMENTS)) {
        const r = await perStatement(db, SQL[name as keyof typeof SQL], count);
        const key = `${name}, ${where}`;
        results[key] ??= { wallUs: [], cpuUs: [] };
        results[key].wallUs.push(r.wallUs);
        results[key].cpuUs.push(r.cpuUs);
      }
      await db.close();
    }
  }
  console.log(`load average (1 min) ${loadavg()[0]?.toFixed(1)}; ${ROUNDS} rounds, alternated`);
  for (const [key, r] of Object.entries(results)) {
    const each = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    console.log(
      `${key}: wall ${median(r.wallUs).toFixed(0)} µs (${each(r.wallUs)}), ` +
        `main thread CPU ${median(r.cpuUs).toFixed(0)} µs (${each(r.cpuUs)}) a statement`,
    );
  }
} finally {
  rmSync(path.dirname(dir), { recursive: true, force: true });
}
