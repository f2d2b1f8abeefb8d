import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../server/db/schema';

export type Db = Kysely<Database>;

/** One timed part of the load: answers the rows it wrote to `table` (if it knows). */
export type Step = { table: string; run(db: Db): Promise<number | bigint | undefined> };

export async function runSteps(db: Db, steps: Step[]): Promise<void> {
  console.log(`${'table'.padEnd(26)} ${'rows'.padStart(10)} ${'seconds'.padStart(8)}`);
  for (const step of steps) {
    const started = performance.now();
    const rows = await step.run(db);
    const seconds = (performance.now() - started) / 1000;
    const shown = rows === undefined ? '' : Number(rows).toLocaleString('en-US');
    console.log(`${step.table.padEnd(26)} ${shown.padStart(10)} ${seconds.toFixed(1).padStart(8)}`);
  }
}

/** Rows in a table (the bench's own scratch tables, whose names are fixed strings). */
export async function count(db: Db, table: string): Promise<number> {
  const res = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(table)}`.execute(
    db,
  );
  return res.rows[0]?.n ?? 0;
}

/**
 * Runs the statement of each part at once, on connections of their own (one per core). The
 * parts split by chat, so the chats, requests and offers their rows reference are locked (by
 * the foreign key checks) by one of them only.
 */
export async function inParallel(
  db: Db,
  statement: (part: number) => RawBuilder<unknown>,
): Promise<number> {
  const results = await Promise.all([0, 1].map((part) => statement(part).execute(db)));
  return results.reduce((sum, r) => sum + Number(r.numAffectedRows ?? 0), 0);
}
