import type { Kysely } from 'kysely';

/**
 * How far each party has read its chat: the id of the newest message it has seen (0: none).
 * Its unread count is the other party's messages past its mark; the other party's mark says
 * which of its own messages were seen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_heads')
    .addColumn('client_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sp_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_heads')
    .dropColumn('client_read_id')
    .dropColumn('sp_read_id')
    .execute();
}
