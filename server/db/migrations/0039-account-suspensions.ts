import { type Kysely, sql } from 'kysely';

/** The provider is listed: active (migration 0016) and not suspended. */
const LISTED = sql.raw(`sp.status = 'active'
  and not exists (select 1 from account_suspensions s where s.account_id = sp.sp_id)`);

/**
 * Suspended accounts and the users desk's search (decision 0068). A row of
 * `account_suspensions` is a suspension in force: its reason as a kind, what the admin typed,
 * who and when; reinstating deletes it (the audit log keeps both). The directory's copy of a
 * provider's standing on its offered services (`sp_active`, migration 0016) now also says "not
 * suspended", kept by the same triggers and one on this table, so every list that reads the
 * copy (the directory, the count, a new request's providers) leaves a suspended provider out
 * through the indexes it already uses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table account_suspensions (
    account_id integer primary key references accounts (id) on delete cascade,
    reason text not null check (reason in
      ('fraud', 'abuse', 'fake_identity', 'off_platform_payment', 'no_shows', 'other')),
    note text not null default '',
    suspended_by integer not null,
    suspended_at timestamptz not null
  )`.execute(db);

  await sql`create or replace function provider_services_copy_provider() returns trigger
    language plpgsql as $$
    begin
      select sp.city_id, ${LISTED}, sp.rating_tenths, sp.rating_count, sp.completed_jobs
        into new.sp_city_id, new.sp_active, new.sp_rating_tenths, new.sp_rating_count,
          new.sp_completed_jobs
        from service_providers sp where sp.sp_id = new.sp_id;
      return new;
    end $$`.execute(db);
  await sql`create or replace function service_providers_copy_to_services() returns trigger
    language plpgsql as $$
    begin
      update provider_services ps set sp_city_id = sp.city_id, sp_active = ${LISTED},
          sp_rating_tenths = sp.rating_tenths, sp_rating_count = sp.rating_count,
          sp_completed_jobs = sp.completed_jobs
        from service_providers sp
        where sp.sp_id = new.sp_id and ps.sp_id = new.sp_id;
      return null;
    end $$`.execute(db);
  await sql`create function account_suspensions_copy_to_services() returns trigger
    language plpgsql as $$
    declare
      account integer := coalesce(new.account_id, old.account_id);
    begin
      update provider_services ps set sp_active = ${LISTED}
        from service_providers sp
        where sp.sp_id = account and ps.sp_id = account;
      return null;
    end $$`.execute(db);
  await sql`create trigger account_suspensions_copy_to_services
    after insert or delete on account_suspensions
    for each row execute function account_suspensions_copy_to_services()`.execute(db);

  // The desk's search, each a walk in the list's order: an email's start, a name's start (a
  // client's name; a provider's "first last"), a provider's registered number, and everyone of
  // one kind, newest first. The "C" collation orders by bytes, so one index serves both the
  // prefix (LIKE 'ali%') and the order the pages are read in.
  await sql`create index accounts_email_search on accounts
    (lower(email) collate "C", id)`.execute(db);
  await sql`create index accounts_by_role on accounts (role, id)`.execute(db);
  await sql`create index clients_name_search on clients
    (lower(name) collate "C", client_id)`.execute(db);
  await sql`create index service_providers_name_search on service_providers
    (lower(first_name || ' ' || last_name) collate "C", sp_id)`.execute(db);
  await sql`create index service_providers_phone on service_providers (phone)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'service_providers_phone',
    'service_providers_name_search',
    'clients_name_search',
    'accounts_by_role',
    'accounts_email_search',
  ]) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
  await sql`drop trigger account_suspensions_copy_to_services on account_suspensions`.execute(db);
  await sql`drop function account_suspensions_copy_to_services()`.execute(db);
  await sql`drop table account_suspensions`.execute(db);
  // Back to migration 0016's rule: active is listed.
  await sql`create or replace function provider_services_copy_provider() returns trigger
    language plpgsql as $$
    begin
      select sp.city_id, sp.status = 'active', sp.rating_tenths, sp.rating_count, sp.completed_jobs
        into new.sp_city_id, new.sp_active, new.sp_rating_tenths, new.sp_rating_count,
          new.sp_completed_jobs
        from service_providers sp where sp.sp_id = new.sp_id;
      return new;
    end $$`.execute(db);
  await sql`create or replace function service_providers_copy_to_services() returns trigger
    language plpgsql as $$
    begin
      update provider_services set sp_city_id = new.city_id, sp_active = new.status = 'active',
          sp_rating_tenths = new.rating_tenths, sp_rating_count = new.rating_count,
          sp_completed_jobs = new.completed_jobs
        where sp_id = new.sp_id;
      return null;
    end $$`.execute(db);
}
