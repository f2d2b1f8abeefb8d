import { type Kysely, sql } from 'kysely';

/**
 * The admin audit log (decision 0064): one row per admin action, written in the action's
 * transaction. Append-only: a trigger refuses every UPDATE and DELETE of it on both engines
 * (PGlite is PostgreSQL, so the same plpgsql runs in both). `admin_role` stays null until
 * admins have roles; `target_id` is text so a site page's slug fits beside numeric ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table admin_audit_log (
    audit_id serial primary key,
    admin_id integer not null,
    admin_role text,
    action text not null,
    target_entity text not null,
    target_id text,
    before jsonb,
    after jsonb,
    created_at timestamptz not null default now()
  )`.execute(db);
  // The list: newest first, keyset on (created_at, audit_id), optionally by action or target.
  await sql`create index admin_audit_log_by_date on admin_audit_log (created_at desc, audit_id desc)`.execute(
    db,
  );
  await sql`create index admin_audit_log_by_action on admin_audit_log (action, created_at desc, audit_id desc)`.execute(
    db,
  );
  await sql`create index admin_audit_log_by_target on admin_audit_log (target_entity, target_id, created_at desc, audit_id desc)`.execute(
    db,
  );
  await sql`create function admin_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'admin_audit_log is append-only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end
  $$`.execute(db);
  await sql`create trigger admin_audit_log_append_only
    before update or delete on admin_audit_log
    for each row execute function admin_audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table admin_audit_log`.execute(db);
  await sql`drop function admin_audit_log_append_only()`.execute(db);
}
