import { type Kysely, sql } from 'kysely';

/**
 * The directory's badges read each provider's newest chats and its reviews of the last 12
 * months (decision 0066); both walked every chat or every order of the provider, so a page's
 * cost grew with its providers' history (decision 0111).
 *
 * - Each chat head keeps when the client first wrote (`asked_at`) and when the provider first
 *   answered after that (`answered_at`); the chat's message write sets them (decision 0091: the
 *   same statement). An index gives a provider's newest asked chats, so the badge reads at most
 *   20 entries per provider.
 * - Each review names its order's provider (`feedback.sp_id`), indexed with its date: a
 *   provider's reviews since a date are one walk of the index, not a probe per order.
 * - The unpaid invoices by provider: the lead hold of a page's providers is a probe each, not
 *   the intersection with every unpaid invoice past the hold's due day.
 *
 * Both are filled from the rows already there (at 1M requests: 277k chat heads from 5.6M
 * messages, and 416k reviews; decision 0111 gives the time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat_heads
    add column asked_at timestamptz,
    add column answered_at timestamptz`.execute(db);
  // Two probes of chat_messages_first_by_sender (migration 0058) per chat.
  await sql`update chat_heads h set asked_at = a.asked_at, answered_at = (
      select min(m.created_at) from chat_messages m
      where m.room = a.room and m.sender_type = 'serviceproviders'
        and m.created_at >= a.asked_at)
    from (
      select h2.room, (select min(m.created_at) from chat_messages m
        where m.room = h2.room and m.sender_type = 'clients') as asked_at
      from chat_heads h2
    ) a
    where a.room = h.room and a.asked_at is not null`.execute(db);
  await sql`create index chat_heads_asked_by_sp on chat_heads (sp_id, asked_at desc)
    include (answered_at) where asked_at is not null`.execute(db);

  await sql`alter table feedback add column sp_id integer`.execute(db);
  await sql`update feedback f set sp_id = r.sp_id
    from service_requests r where r.request_id = f.request_id`.execute(db);
  // A review is written on a completed order, which always has its provider.
  await sql`alter table feedback alter column sp_id set not null,
    add constraint feedback_sp_id_fkey foreign key (sp_id) references service_providers (sp_id)
    on delete cascade`.execute(db);
  await sql`create index feedback_by_provider on feedback (sp_id, created_at desc, request_id desc)
    include (rating, hidden_at)`.execute(db);
  // The lead hold (decision 0069) takes every badge away: a provider's unpaid invoices, by key.
  await sql`create index invoices_unpaid_by_provider on invoices (sp_id, due_date)
    include (amount_due_minor) where status <> 'Paid'`.execute(db);
  // Every row of both tables was rewritten: plan the new reads from fresh statistics at once.
  await sql`analyze chat_heads`.execute(db);
  await sql`analyze feedback`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index invoices_unpaid_by_provider`.execute(db);
  await sql`drop index feedback_by_provider`.execute(db);
  await sql`alter table feedback drop column sp_id`.execute(db);
  await sql`drop index chat_heads_asked_by_sp`.execute(db);
  await sql`alter table chat_heads drop column asked_at, drop column answered_at`.execute(db);
}
