import { z } from 'zod';
import { roomName } from './chat';
import { idValue } from './common';

/** PUT /chat-heads/{room}/read and the socket's mark_read: the caller has seen up to this message. */
export const markReadRequest = z.object({ room: roomName, message_id: idValue });
export const markReadBody = markReadRequest.pick({ message_id: true });

/** Who read how far in a chat: what mark_read answers, and the chat_read event both parties get. */
export const chatRead = z.object({
  room: z.string(),
  reader: z.enum(['clients', 'serviceproviders']),
  /** The newest message id the reader has seen (0: none). */
  last_read_id: z.number().int(),
});
export type ChatRead = z.infer<typeof chatRead>;

/** The socket's typing event (the composer has text being written), sent at most this often. */
export const TYPING_EVERY_MS = 2500;
/** How long "is typing…" shows after the last typing event. */
export const TYPING_SHOWN_MS = 4000;
export const typingRequest = z.object({ room: roomName });

/** What the other party receives while someone types in their chat. */
export const typingEvent = z.object({
  room: z.string(),
  by: z.enum(['clients', 'serviceproviders']),
});
export type TypingEvent = z.infer<typeof typingEvent>;
