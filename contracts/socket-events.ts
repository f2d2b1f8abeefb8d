import type { ChatMessage, MessageHidden, OfferUpdate } from './chat';
import type { ChatRead, TypingEvent } from './chat-presence';
import type { ErrorBody } from './errors';
import type { Notification } from './notifications';

/** Every socket event acknowledges with this: the same codes and messages as the HTTP errors. */
export type Ack<T = unknown> = { ok: true; data: T } | { ok: false; error: ErrorBody['error'] };

/** Events the browser emits (payloads are validated with the schemas in ./chat). */
export const ClientEvents = {
  joinRoom: 'join_room',
  leaveRoom: 'leave_room',
  clientSendMessage: 'client_send_message',
  spSendMessage: 'sp_send_message',
  serviceRequest: 'service_request',
  cancelServiceRequest: 'cancel_service_request',
  acceptServiceRequest: 'accept_service_request',
  markRead: 'mark_read',
  typing: 'typing',
} as const;

/** Events the server emits. */
export const ServerEvents = {
  notification: 'notification',
  receiveMessage: 'all_receive_message',
  requestAccepted: 'service_request_accepted',
  requestCanceled: 'service_request_canceled',
  receiveRequest: 'receive_service_request',
  chatRead: 'chat_read',
  typing: 'typing',
  messageHidden: 'message_hidden',
} as const;

export interface ServerToClient {
  notification: (n: Notification) => void;
  all_receive_message: (m: ChatMessage) => void;
  receive_service_request: (m: ChatMessage) => void;
  service_request_accepted: (u: OfferUpdate) => void;
  /** Also sent for offers withdrawn because another one was accepted (status 'withdrawn'). */
  service_request_canceled: (u: OfferUpdate) => void;
  /** A party of the chat read it up to a message (both parties hear it). */
  chat_read: (r: ChatRead) => void;
  /** The other party is writing in the chat. */
  typing: (t: TypingEvent) => void;
  /** A moderator hid a message of the chat (both parties hear it; no words travel). */
  message_hidden: (h: MessageHidden) => void;
}

/** The spec's client reconnection settings (section 9). */
export const RECONNECTION = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/** Personal rooms, joined on connect. */
export const personalRoom = (userType: 'clients' | 'serviceproviders', id: number) =>
  userType === 'clients' ? `client_${id}` : `sp_${id}`;
