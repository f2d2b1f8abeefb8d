import { type Kysely, sql } from 'kysely';

/**
 * Rescheduling a booked job (issue 29 item 5, decision 0077): every proposal of a new time, by
 * either party, with the times it would move the appointment from and to, and how it ended
 * (accepted, declined by the other party, withdrawn by its proposer). An order has at most one
 * open proposal; the rows are the order's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table appointment_changes (
    change_id integer generated always as identity primary key,
    request_id integer not null references appointments (request_id) on delete cascade,
    proposed_by text not null,
    old_starts_at timestamptz not null,
    old_ends_at timestamptz not null,
    new_starts_at timestamptz not null,
    new_ends_at timestamptz not null,
    status text not null default 'proposed',
    created_at timestamptz not null,
    decided_at timestamptz,
    constraint appointment_changes_by check (proposed_by in ('clients', 'serviceproviders')),
    constraint appointment_changes_status
      check (status in ('proposed', 'accepted', 'declined', 'withdrawn')),
    constraint appointment_changes_slot check (new_starts_at < new_ends_at),
    constraint appointment_changes_decided check ((status = 'proposed') = (decided_at is null))
  )`.execute(db);
  // The order's history, oldest first; and at most one open proposal per order.
  await sql`create index appointment_changes_by_order
    on appointment_changes (request_id, change_id)`.execute(db);
  await sql`create unique index appointment_changes_one_open
    on appointment_changes (request_id) where status = 'proposed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table appointment_changes`.execute(db);
}
