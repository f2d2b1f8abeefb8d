import { type Kysely, sql } from 'kysely';

/**
 * One row per claimed run of a background job and period (decision 0019): the unique
 * (name, period_start) lets one node of many claim a period; a row without finished_at is a
 * run in progress, which keeps the job's next run from overlapping it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('node', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('ok', 'failed')`))
    .addColumn('error', 'text')
    .addUniqueConstraint('job_runs_once_per_period', ['name', 'period_start'])
    .execute();
  await db.schema
    .createIndex('job_runs_in_progress')
    .on('job_runs')
    .column('name')
    .where(sql.ref('finished_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
