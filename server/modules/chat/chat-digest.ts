import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema';
import * as repo from './chat.repo';

/**
 * What an email about a chat's unread messages lists (decision 0039), read by the chat module
 * for the email sender: the writer's name and the messages the reader has not seen yet.
 */
export function createChatDigests(db: Kysely<Database>) {
  return {
    /**
     * Null when the chat is gone. `count` is how many the reader has not seen (none: read
     * meanwhile), `quoted` the newest `quote` of them, oldest first, and `newestId` the id of
     * the newest, so the sender can tell a message that came while it was sending.
     */
    async unreadFor(room: string, reader: UserRole, quote: number) {
      const head = await repo.findHead(db, room);
      if (!head) return null;
      const latest = await repo.latestUnreadTexts(db, room, reader, quote);
      const count =
        latest.length < quote ? latest.length : await repo.countUnreadTexts(db, room, reader);
      return {
        from: reader === 'clients' ? head.sp_name : head.client_name,
        count,
        newestId: latest[0]?.message_id ?? null,
        quoted: latest.reverse().map((m) => m.message_text),
      };
    },

    /** Whether the reader has unread texts in the room newer than message `afterId`. */
    async hasUnreadAfter(room: string, reader: UserRole, afterId: number) {
      const [newest] = await repo.latestUnreadTexts(db, room, reader, 1);
      return newest !== undefined && newest.message_id > afterId;
    },
  };
}

export type ChatDigests = ReturnType<typeof createChatDigests>;
