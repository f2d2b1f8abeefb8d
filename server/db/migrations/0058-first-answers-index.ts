import { type Kysely, sql } from 'kysely';

/**
 * A room's first message from each side, found in the index: the fast-response badge asks it
 * of every chat of the providers a directory page shows (decision 0066). Without it each ask
 * read all of a room's messages from the table, so a page cost grew with its providers' chats
 * (159 ms for 20 busy providers' 629 chats at 1M rows, 23 ms with it; decision 0066).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index chat_messages_first_by_sender
    on chat_messages (room, sender_type, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index chat_messages_first_by_sender`.execute(db);
}
