import { type Kysely, sql } from 'kysely';

/**
 * Moderation (decision 0067): reports of a user, a review or a message; blocks between two
 * people; and a review or a message hidden by a moderator, with the reason kind, an optional
 * note, who and when, on the row itself (its module writes them: orders for feedback, chat for
 * messages). A report's reason is a kind and the reporter's typed note, never a sentence.
 * A hidden review leaves its provider's rating totals: the triggers of migration 0016 now count
 * only visible feedback, and a review hidden or shown again moves them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reports (
    report_id serial primary key,
    reporter_id integer not null references accounts(id) on delete cascade,
    target_kind text not null check (target_kind in ('user', 'review', 'message')),
    target_id integer not null,
    target_user_id integer not null references accounts(id) on delete cascade,
    reason text not null,
    note text,
    status text not null default 'open' check (status in ('open', 'dismissed', 'handled')),
    created_at timestamptz not null default now(),
    closed_at timestamptz,
    closed_by integer
  )`.execute(db);
  // One open report per reporter and target: a second answers 409 until the first is closed.
  await sql`create unique index reports_one_open on reports (reporter_id, target_kind, target_id)
    where status = 'open'`.execute(db);
  // The moderation queue: open reports, newest first, keyset on (created_at, report_id).
  await sql`create index reports_open_by_date on reports (created_at desc, report_id desc)
    where status = 'open'`.execute(db);
  // One person's reports (the users desk), newest first.
  await sql`create index reports_about_user on reports (target_user_id, created_at desc, report_id desc)`.execute(
    db,
  );

  await sql`create table blocks (
    blocker_id integer not null references accounts(id) on delete cascade,
    blocked_id integer not null references accounts(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (blocker_id, blocked_id),
    check (blocker_id <> blocked_id)
  )`.execute(db);
  await sql`create index blocks_by_blocked on blocks (blocked_id, blocker_id)`.execute(db);

  for (const table of ['feedback', 'chat_messages']) {
    await sql`alter table ${sql.table(table)}
      add column hidden_at timestamptz,
      add column hidden_reason text,
      add column hidden_note text,
      add column hidden_by integer`.execute(db);
  }

  await countVisibleFeedback(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Shown again while the triggers count only what is shown: the totals take hidden ones back.
  await sql`update feedback set hidden_at = null where hidden_at is not null`.execute(db);
  await countVisibleFeedback(db, false);
  await sql`drop table reports`.execute(db);
  await sql`drop table blocks`.execute(db);
  for (const table of ['feedback', 'chat_messages']) {
    await sql`alter table ${sql.table(table)}
      drop column hidden_at, drop column hidden_reason, drop column hidden_note,
      drop column hidden_by`.execute(db);
  }
}

/**
 * The rating triggers of migration 0016, counting every feedback (`visibleOnly` false, as 0016
 * made them) or only the feedback not hidden (hiding moves the totals like a removal, showing
 * again like a new rating).
 */
async function countVisibleFeedback(db: Kysely<unknown>, visibleOnly: boolean): Promise<void> {
  const oldVisible = sql.raw(visibleOnly ? 'and old.hidden_at is null' : '');
  const newVisible = sql.raw(visibleOnly ? 'and new.hidden_at is null' : '');
  const fVisible = sql.raw(visibleOnly ? 'and f.hidden_at is null' : '');
  const hiddenColumn = sql.raw(visibleOnly ? ', hidden_at' : '');
  await sql`create or replace function provider_stats_on_feedback() returns trigger
    language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') ${oldVisible} then
        update service_providers sp
          set rating_count = sp.rating_count - 1, rating_sum = sp.rating_sum - old.rating
          from service_requests r
          where r.request_id = old.request_id and sp.sp_id = r.sp_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') ${newVisible} then
        update service_providers sp
          set rating_count = sp.rating_count + 1, rating_sum = sp.rating_sum + new.rating
          from service_requests r
          where r.request_id = new.request_id and sp.sp_id = r.sp_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger feedback_provider_stats on feedback`.execute(db);
  await sql`create trigger feedback_provider_stats
    after insert or delete or update of rating, request_id${hiddenColumn} on feedback
    for each row execute function provider_stats_on_feedback()`.execute(db);

  await sql`create or replace function provider_stats_on_request() returns trigger
    language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.sp_id is not null then
        if old.status = 'completed' then
          update service_providers set completed_jobs = completed_jobs - 1
            where sp_id = old.sp_id;
        end if;
        if tg_op = 'DELETE' or new.sp_id is distinct from old.sp_id then
          update service_providers sp
            set rating_count = sp.rating_count - 1, rating_sum = sp.rating_sum - f.rating
            from feedback f
            where f.request_id = old.request_id ${fVisible}
              and sp.sp_id = old.sp_id;
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.sp_id is not null then
        if new.status = 'completed' then
          update service_providers set completed_jobs = completed_jobs + 1
            where sp_id = new.sp_id;
        end if;
        if tg_op = 'UPDATE' and new.sp_id is distinct from old.sp_id then
          update service_providers sp
            set rating_count = sp.rating_count + 1, rating_sum = sp.rating_sum + f.rating
            from feedback f
            where f.request_id = new.request_id ${fVisible}
              and sp.sp_id = new.sp_id;
        end if;
      end if;
      if tg_op = 'DELETE' then
        return old;
      end if;
      return null;
    end $$`.execute(db);
}
