import { type Kysely, sql } from 'kysely';

/**
 * Indexes that keep every list query flat at a million rows (decision 0027): each list reads
 * its page from an index in its own order instead of sorting everything it matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A person's orders, newest first (keyset on request_date, request_id).
  await sql`create index service_requests_client_recent
    on service_requests (client_id, request_date desc, request_id desc)`.execute(db);
  await sql`create index service_requests_provider_recent
    on service_requests (sp_id, request_date desc, request_id desc) where sp_id is not null`.execute(
    db,
  );
  // The feed: per city and service, newest first, only what nobody took.
  await sql`drop index service_requests_feed`.execute(db);
  await sql`create index service_requests_feed
    on service_requests (city_id, service_id, request_date desc, request_id desc)
    where status = 'pending' and sp_id is null`.execute(db);
  // The offers made in one chat: a provider's negotiated requests are found through its rooms.
  await sql`create index offers_by_room on offers (room, request_id)`.execute(db);
  // Unread counts cost what is unread, not everything ever received.
  await sql`create index notifications_unread on notifications (recipient_id)
    where read_at is null`.execute(db);
  // Proofs waiting for the admin, oldest first.
  await sql`drop index invoices_waiting`.execute(db);
  await sql`create index invoices_waiting on invoices (proof_uploaded_at, payment_id)
    where status = 'uploaded'`.execute(db);
  // Category requests waiting for the admin, oldest first.
  await sql`create index category_requests_oldest on category_requests (created_at, id)`.execute(
    db,
  );
  // Chat heads, most recent first, for either side.
  await sql`drop index chat_heads_by_sp`.execute(db);
  await sql`create index chat_heads_by_sp on chat_heads (sp_id, updated_at desc, room desc)`.execute(
    db,
  );
  await sql`create index chat_heads_by_client on chat_heads (client_id, updated_at desc, room desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'service_requests_client_recent',
    'service_requests_provider_recent',
    'service_requests_feed',
    'offers_by_room',
    'notifications_unread',
    'invoices_waiting',
    'chat_heads_by_sp',
    'chat_heads_by_client',
    'category_requests_oldest',
  ]) {
    await sql`drop index ${sql.ref(name)}`.execute(db);
  }
  await sql`create index service_requests_feed on service_requests (city_id, service_id, request_id)
    where status = 'pending'`.execute(db);
  await sql`create index invoices_waiting on invoices (payment_id) where status = 'uploaded'`.execute(
    db,
  );
  await sql`create index chat_heads_by_sp on chat_heads (sp_id)`.execute(db);
}
