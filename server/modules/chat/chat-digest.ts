import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema';
import * as repo from './chat.repo';

/**
 * What an email about a chat's unread messages lists (decision 0039), read by the chat module
 * for the email sender: the writer's name and the messages the reader has not seen yet.
 */
export function createChatDigests(db: Kysely<Database>) {
  return {
    /** Null when the chat is gone; no messages when the reader has seen them all meanwhile. */
    async unreadFor(room: string, reader: UserRole, limit: number) {
      const head = await repo.findHead(db, room);
      if (!head) return null;
      const messages = await repo.unreadTextsIn(db, room, reader, limit);
      return {
        from: reader === 'clients' ? head.sp_name : head.client_name,
        messages: messages.map((m) => ({ text: m.message_text, at: m.created_at })),
      };
    },
  };
}

export type ChatDigests = ReturnType<typeof createChatDigests>;
