import type { Transaction } from 'kysely';
import type { ChatMessage } from '#contracts/chat';
import type { ChatSaid } from '#contracts/chat-text';
import type { Database, UserRole } from '../../db/schema';
import * as repo from './chat.repo';
import { type Parties, toChatMessage } from './chat-rooms';

const PREVIEW_LENGTH = 120;
const preview = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;

/**
 * Writes a message in the room inside the caller's transaction, moves the room's preview to
 * it, and answers the message as both parties see it (what the server wrote not yet worded).
 */
export async function writeMessage(
  trx: Transaction<Database>,
  parties: Parties,
  m: {
    room: string;
    by: UserRole;
    /** What a person typed, or what the server says as a kind and values. */
    said: { typed: string } | { said: ChatSaid };
    /** A message showing an offer names its request and offer. */
    offer?: { requestId: number; offerId: number };
    /** A photo or voice note: its row is written by `attach` (chat-media's table). */
    media?: {
      kind: 'photo' | 'voice';
      attach: (trx: Transaction<Database>, messageId: number) => Promise<void>;
    };
  },
): Promise<ChatMessage> {
  const shown: repo.Preview = m.media
    ? { said: { kind: m.media.kind === 'photo' ? 'message.photo' : 'message.voice', params: {} } }
    : 'typed' in m.said
      ? { typed: preview(m.said.typed) }
      : m.said;
  // The message, its room's preview and the answer: one statement.
  let row = await repo.insertMessage(
    trx,
    {
      room: m.room,
      sender_type: m.by,
      ...('typed' in m.said
        ? { message_text: m.said.typed }
        : {
            message_text: '',
            text_kind: m.said.said.kind,
            text_params: JSON.stringify(m.said.said.params),
          }),
      ...(m.offer && {
        type: 'service_request' as const,
        request_id: m.offer.requestId,
        offer_id: m.offer.offerId,
      }),
    },
    shown,
  );
  if (m.media) {
    await m.media.attach(trx, row.message_id);
    const attached = await repo.findMessage(trx, row.message_id);
    if (!attached) throw new Error('message vanished');
    row = attached;
  }
  return toChatMessage(row, parties);
}
