import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChatAttachmentsTable } from '../../db/schema-chat';

type Db = Kysely<Database> | Transaction<Database>;

export type NewAttachment = Omit<ChatAttachmentsTable, 'attachment_id' | 'created_at'>;

export async function insertAttachment(db: Db, values: NewAttachment): Promise<void> {
  await db.insertInto('chat_attachments').values(values).execute();
}

/** The bytes `senderId` stored in chat attachments over the last 24 hours. */
export async function bytesSentToday(db: Db, senderId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_attachments')
    .select(sql<string | number>`coalesce(sum(bytes), 0)`.as('total'))
    .where('sender_id', '=', senderId)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** An attachment with the room of its message (whose parties may read it). */
export function findAttachment(db: Db, attachmentId: number) {
  return db
    .selectFrom('chat_attachments as a')
    .innerJoin('chat_messages as m', 'm.message_id', 'a.message_id')
    .select(['a.kind', 'a.file_name', 'a.thumb_name', 'a.mime', 'm.room', 'm.hidden_at'])
    .where('a.attachment_id', '=', attachmentId)
    .executeTakeFirst();
}

/** Whether an order between the client and the provider is in an open dispute. */
export async function inOpenDispute(db: Db, clientId: number, spId: number): Promise<boolean> {
  const row = await db
    .selectFrom('disputes as d')
    .innerJoin('service_requests as r', 'r.request_id', 'd.request_id')
    .select('d.dispute_id')
    .where('d.status', '=', 'open')
    .where('r.client_id', '=', clientId)
    .where('r.sp_id', '=', spId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
