import { type Kysely, sql } from 'kysely';

/**
 * Photos and voice notes in chats (decision 0087): one attachment per chat message, its files
 * in the file store's private `chat-media` area.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table chat_attachments (
    attachment_id serial primary key,
    message_id integer not null unique references chat_messages (message_id) on delete cascade,
    sender_id integer not null,
    kind text not null check (kind in ('photo', 'voice')),
    file_name text not null,
    thumb_name text,
    mime text not null,
    bytes integer not null check (bytes > 0),
    width integer,
    height integer,
    duration_ms integer check (duration_ms between 1 and 120000),
    created_at timestamptz not null default now()
  )`.execute(db);
  // The daily bytes budget sums one sender's recent attachments.
  await sql`create index chat_attachments_sender on chat_attachments (sender_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat_attachments`.execute(db);
}
