import { type Kysely, sql } from 'kysely';

/**
 * Invoice reminders (decision 0057): when the provider was told that an unpaid invoice falls
 * due soon, and that it is overdue. The reminder job sets each once, in the transaction that
 * records the notice, so no run and no node tells twice. Existing invoices start untold: an
 * invoice already overdue and unpaid gets its one overdue notice on the first run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoices add column due_soon_noticed_at timestamptz`.execute(db);
  await sql`alter table invoices add column overdue_noticed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoices drop column due_soon_noticed_at`.execute(db);
  await sql`alter table invoices drop column overdue_noticed_at`.execute(db);
}
