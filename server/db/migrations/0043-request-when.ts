import { type Kysely, sql } from 'kysely';

/**
 * A time for the job (issue 29, decision 0074). A city carries its IANA time zone. A request
 * carries its "when": a kind (null: not said, as every older request and the spec's call), and
 * for a window or a from–to time the slot as UTC instants (`slot_start` < `slot_end`), plus the
 * window's name for a window. The instants are computed from the local day and hours in the
 * request's city's zone when it is filed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cities add column time_zone text not null default 'Asia/Karachi'`.execute(
    db,
  );
  await sql`alter table service_requests
    add column when_kind text,
    add column slot_window text,
    add column slot_start timestamptz,
    add column slot_end timestamptz`.execute(db);
  await sql`alter table service_requests add constraint service_requests_when_kind
    check (when_kind in ('asap', 'flexible', 'window', 'range'))`.execute(db);
  // A slot exactly when the kind has one, and a window's name exactly on a window.
  await sql`alter table service_requests add constraint service_requests_when_slot
    check (coalesce(when_kind in ('window', 'range'), false)
             = (slot_start is not null and slot_end is not null and slot_start < slot_end)
       and (slot_start is null) = (slot_end is null)
       and coalesce(when_kind = 'window', false)
             = (slot_window is not null and slot_window in ('morning', 'afternoon', 'evening')))`.execute(
    db,
  );
  // The feed by day: per city and service, the open requests whose slot starts in a range.
  await sql`create index service_requests_feed_by_slot
    on service_requests (city_id, service_id, slot_start)
    where status = 'pending' and sp_id is null and slot_start is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index service_requests_feed_by_slot`.execute(db);
  await sql`alter table service_requests drop constraint service_requests_when_slot`.execute(db);
  await sql`alter table service_requests drop constraint service_requests_when_kind`.execute(db);
  await sql`alter table service_requests
    drop column when_kind, drop column slot_window, drop column slot_start,
    drop column slot_end`.execute(db);
  await sql`alter table cities drop column time_zone`.execute(db);
}
