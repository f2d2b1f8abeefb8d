import { type Kysely, sql } from 'kysely';

/**
 * A booked time for the job (issue 29, decision 0075). An offer or a counter may propose a slot
 * (both instants or neither). An order with a time has one appointment: its slot as UTC
 * instants with the zone it is worded in, the provider's progress ("On my way", "Started"),
 * when each reminder and the late prompt went out (so a job sends each once), and how it was
 * cancelled (by whom, and whether inside the late-cancellation rule's hours).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table offers
    add column slot_start timestamptz,
    add column slot_end timestamptz`.execute(db);
  await sql`alter table offers add constraint offers_slot
    check ((slot_start is null) = (slot_end is null)
       and (slot_start is null or slot_start < slot_end))`.execute(db);
  await sql`create table appointments (
    request_id integer primary key references service_requests (request_id) on delete cascade,
    sp_id integer not null references service_providers (sp_id),
    client_id integer not null references clients (client_id) on delete cascade,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    time_zone text not null,
    booked_at timestamptz not null,
    on_my_way_at timestamptz,
    started_at timestamptz,
    evening_reminded_at timestamptz,
    hour_reminded_at timestamptz,
    late_prompted_at timestamptz,
    cancelled_at timestamptz,
    cancelled_by text,
    cancelled_late boolean,
    constraint appointments_slot check (starts_at < ends_at),
    constraint appointments_cancelled_by check (cancelled_by in ('clients', 'serviceproviders')),
    constraint appointments_cancelled check (
      (cancelled_at is null) = (cancelled_by is null)
      and (cancelled_at is null) = (cancelled_late is null))
  )`.execute(db);
  // The agendas: a provider's and a client's appointments in a range of instants.
  await sql`create index appointments_by_provider on appointments (sp_id, starts_at)`.execute(db);
  await sql`create index appointments_by_client on appointments (client_id, starts_at)`.execute(db);
  // The reminder and late-prompt jobs: live appointments by start.
  await sql`create index appointments_live_by_start on appointments (starts_at)
    where cancelled_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table appointments`.execute(db);
  await sql`alter table offers drop constraint offers_slot`.execute(db);
  await sql`alter table offers drop column slot_start, drop column slot_end`.execute(db);
}
