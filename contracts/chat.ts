import { z } from 'zod';
import { chatAttachment } from './chat-media';
import { chatSaid } from './chat-text';
import { cursorPage, idString, idValue, text } from './common';
import { priceAmount } from './money';
import { offerChanges, offerScope, offerScopeInput } from './offer-scope';
import { offerSlot, offerStatus, proposedSlot } from './offers';

export const MAX_MESSAGE_LENGTH = 2000;
export const MESSAGES_PAGE_SIZE = 30;
/** Messages and offers one user may send per window, over REST and socket together (default). */
export const CHAT_WRITES_PER_WINDOW = 30;
export const CHAT_WRITE_WINDOW_MS = 10_000;

export const userType = z.enum(['clients', 'serviceproviders']);

/** `room_{clientId}_{spId}`: the only room names a chat can have. */
export const roomName = z.string().regex(/^room_\d{1,10}_\d{1,10}$/, 'chat.validation.room');
export const roomOf = (clientId: number, spId: number) => `room_${clientId}_${spId}`;
export function partiesOf(room: string): { clientId: number; spId: number } | null {
  const match = /^room_(\d{1,10})_(\d{1,10})$/.exec(room);
  return match ? { clientId: Number(match[1]), spId: Number(match[2]) } : null;
}

export const chatMessage = z.object({
  message_id: z.number().int(),
  room: z.string(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  sender_type: userType,
  receiver_type: userType,
  message_text: z.string(),
  /** Epoch milliseconds. */
  created_at: z.number(),
  type: z.enum(['text', 'service_request']),
  // Offers only (type 'service_request'); the message's sender made the offer.
  request_id: z.number().int().nullable(),
  offer_id: z.number().int().nullable(),
  status: offerStatus.nullable(),
  /** Major units (e.g. 1500.5). */
  price: z.number().nullable(),
  /** Epoch milliseconds after which a pending offer expires. */
  expires_at: z.number().nullable(),
  service_name: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  /** The time the offer proposes, or null (and for a typed message). */
  slot: offerSlot,
  /** What the offer includes (decision 0086), and what a counter changed; null otherwise. */
  scope: offerScope,
  changed: offerChanges,
  /**
   * What the server wrote itself (an offer's message), as its kind and values: the app words
   * them in its own language; `message_text` has them in the reader's. Null for a typed message.
   */
  said: chatSaid.nullable(),
  /** A photo or voice note the message carries (decision 0087); `message_text` is its caption. */
  attachment: chatAttachment.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatHead = z.object({
  room: z.string(),
  client_id: z.number().int(),
  sp_id: z.number().int(),
  client_name: z.string(),
  sp_name: z.string(),
  /** The caller's own email (the spec's field); the other party's is never sent. */
  email: z.string(),
  lastmsg: z.string(),
  /** `lastmsg` as a kind and values when the server wrote it (how an offer went), else null. */
  lastmsg_said: chatSaid.nullable(),
  /** Epoch milliseconds of the last message (or of the chat's creation). */
  updated_at: z.number(),
  /** GET path of the provider's profile image, or null for the default avatar. */
  sp_image: z.string().nullable(),
  /** The other party's messages the caller has not seen (counted up to 100). */
  unread: z.number().int(),
  /** The newest message id the other party has seen: the caller's messages up to it were seen. */
  other_read_id: z.number().int(),
});
export type ChatHead = z.infer<typeof chatHead>;
/** `GET /api/chat-heads`: a page of the caller's chats, most recent first. */
export const chatHeadPage = cursorPage(chatHead);
export type ChatHeadPage = z.infer<typeof chatHeadPage>;
/** How many the spec's `GET /getChatHeads` answers: the first page. */
export const SPEC_CHAT_HEADS_PAGE = 100;

/** Identity in the query is ignored: the heads are always the caller's. */
export const chatHeadsQuery = z.object({
  user_id: z.string().optional(),
  user_type: z.string().optional(),
});

/** POST /createORupdateChatHead: a provider opens (or reopens) the chat with a client. */
export const openChatRequest = z.object({
  client_id: idValue,
  /**
   * The feed request the provider is answering. The spec's call sends none: then one of the
   * client's pending requests must be in the provider's feed (decision 0055).
   */
  request_id: idValue.optional(),
  room: z.string().optional(),
  sp_id: z.unknown().optional(),
  last_message: z.unknown().optional(),
});
export type OpenChatRequest = z.input<typeof openChatRequest>;

export const messagesQuery = z.object({
  room: roomName,
  /** Only messages older than this message id (for loading earlier pages). */
  before: idString.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});

/** POST /saveMessage, and the socket's client_send_message / sp_send_message. */
export const sendMessageRequest = z.object({
  room: roomName,
  message_text: text(MAX_MESSAGE_LENGTH).pipe(z.string().min(1, 'chat.validation.messageEmpty')),
});
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

/**
 * The spec's client sends a message over the socket as `{ messageData, room }` (messageData
 * holding sender_id, receiver_id, message_text, sender_type, receiver_type, room, created_at):
 * read as our flat `{ room, message_text }` before it is checked; who sends is the token's.
 */
function fromSpecMessage(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const { messageData, room, message_text } = payload as Record<string, unknown>;
  if (message_text !== undefined || typeof messageData !== 'object' || messageData === null)
    return payload;
  const data = messageData as Record<string, unknown>;
  return { room: room ?? data.room, message_text: data.message_text };
}
/** The socket's client_send_message / sp_send_message: flat, or the spec's `{ messageData, room }`. */
export const socketMessageRequest = z.preprocess(fromSpecMessage, sendMessageRequest);

/** A personal room (client_{id}, sp_{id}), which the spec's client joins by name. */
export const personalRoomName = /^(client|sp)_\d{1,10}$/;
/**
 * The socket's join_room: `{ room }`, or the spec's bare room string; a chat room, or the
 * caller's own personal room (joined at connection already).
 */
export const joinRoomRequest = z.preprocess(
  (payload) => (typeof payload === 'string' ? { room: payload } : payload),
  z.object({
    room: z
      .string()
      .regex(/^(room_\d{1,10}_\d{1,10}|(client|sp)_\d{1,10})$/, 'chat.validation.room'),
  }),
);

/** POST /saveRequestMessage, and the socket's service_request: the client's offer. */
export const sendOfferRequest = z.object({
  room: roomName,
  request_id: idValue,
  price: priceAmount,
  slot: proposedSlot.slot,
  ...offerScopeInput,
});
export type SendOfferRequest = z.input<typeof sendOfferRequest>;

/**
 * The spec's doors name an offer by its request and chat; these fields pin the exact offer
 * the caller saw, so an offer replaced in the meantime is refused instead of taken.
 */
const offerPin = {
  /** The offer's id. */
  offer_id: idValue.optional(),
  /** The id of the chat message showing the offer. */
  message_id: idValue.optional(),
  /** The price the caller saw; a different pending price is refused (anything else is ignored). */
  price: z.unknown().optional(),
  confirm_clash: proposedSlot.confirm_clash,
};

/**
 * PUT /updateRequestMessage: the other party accepts the chat's pending offer on the request,
 * or 'canceled': its maker withdraws it, the other party declines it.
 */
export const updateOfferRequest = z.object({
  room: roomName,
  request_id: idValue,
  /** 'cancelled' is taken as the spec's 'canceled' (decision 0055). */
  status: z
    .enum(['accepted', 'canceled', 'cancelled'])
    .transform((s) => (s === 'cancelled' ? 'canceled' : s)),
  ...offerPin,
});

/** The socket's accept_service_request and cancel_service_request, and POST /addAcceptedRequest. */
export const offerActionRequest = z.object({
  room: roomName.optional(),
  request_id: idValue,
  // Ignored: the caller is who acts.
  sp_id: z.unknown().optional(),
  ...offerPin,
});
export type OfferActionRequest = z.input<typeof offerActionRequest>;

/** What an accept or cancel answers, and what the matching socket events carry. */
export const offerUpdate = z.object({
  offer_id: z.number().int(),
  request_id: z.number().int(),
  room: z.string(),
  message_id: z.number().int(),
  status: offerStatus,
  price: z.number(),
  sp_id: z.number().int(),
  client_id: z.number().int(),
  slot: offerSlot,
});
export type OfferUpdate = z.infer<typeof offerUpdate>;

/**
 * The message_hidden event both parties' open pages get when a moderator hides a message
 * (decision 0067): which one, never its words; the page shows it as "hidden" from then on.
 */
export const messageHidden = z.object({ room: z.string(), message_id: z.number().int() });
export type MessageHidden = z.infer<typeof messageHidden>;

export const roomRequest = z.object({ room: roomName });
