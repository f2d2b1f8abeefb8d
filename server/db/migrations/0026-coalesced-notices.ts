import { type Kysely, sql } from 'kysely';

/**
 * Notices about one subject coalesce (decision 0047): a notification or an email stands for
 * `repeats` events. Each event keeps its own row, keyed by its id as before (decision 0043);
 * a row folded into another has `repeats` 0 (a notification: also read; an email: skipped).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column repeats integer not null default 1`.execute(db);
  await sql`alter table email_outbox add column repeats integer not null default 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications drop column repeats`.execute(db);
  await sql`alter table email_outbox drop column repeats`.execute(db);
}
