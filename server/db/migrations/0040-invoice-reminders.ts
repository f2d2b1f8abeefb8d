import { type Kysely, sql } from 'kysely';

/**
 * Overdue reminders (decision 0069): a row per unpaid invoice and step ('due' on its due day,
 * 'overdue_7' and 'overdue_14' a week and two weeks after), written in the transaction that
 * records the reminder, so a second run, or another node, finds the step taken and tells
 * nobody twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table invoice_reminders (
    payment_id integer not null references invoices (payment_id) on delete cascade,
    step text not null check (step in ('due', 'overdue_7', 'overdue_14')),
    sent_at timestamptz not null,
    primary key (payment_id, step))`.execute(db);
  // The overdue desk and the reminder run read unpaid invoices by due day, proofs waiting too.
  await sql`create index invoices_unpaid_by_due on invoices (due_date, payment_id) where status <> 'Paid'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index invoices_unpaid_by_due`.execute(db);
  await sql`drop table invoice_reminders`.execute(db);
}
