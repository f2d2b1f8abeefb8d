import { type Kysely, sql } from 'kysely';

/**
 * Invoice reminders (decision 0057): when the provider was told that an unpaid invoice falls
 * due soon, and that it is overdue. The reminder job sets each once, in the transaction that
 * records the notice, so no run and no node tells twice. Existing invoices start untold: an
 * invoice already overdue and unpaid gets its one overdue notice on the first run.
 *
 * Also (walkthrough M1): `service_requests.announce_after`, set on a request whose photo is
 * still being sent: its providers hear of it once the photo is in, or at that moment at the
 * latest (null: announced, or nothing held).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoices add column due_soon_noticed_at timestamptz`.execute(db);
  await sql`alter table invoices add column overdue_noticed_at timestamptz`.execute(db);
  // The reminder run reads unpaid invoices by due day, never the paid ones (most of them).
  await sql`create index invoices_unpaid_due on invoices (due_date) where status = 'Pending'`.execute(
    db,
  );
  await sql`alter table service_requests add column announce_after timestamptz`.execute(db);
  await sql`create index service_requests_held on service_requests (announce_after) where announce_after is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoices drop column due_soon_noticed_at`.execute(db);
  await sql`alter table invoices drop column overdue_noticed_at`.execute(db);
  await sql`alter table service_requests drop column announce_after`.execute(db);
  await sql`drop index invoices_unpaid_due`.execute(db);
}
