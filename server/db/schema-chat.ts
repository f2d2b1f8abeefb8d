import type { Generated } from 'kysely';
import type { UserRole } from './schema-accounts';

export interface ChatHeadsTable {
  room: string;
  client_id: number;
  sp_id: number;
  /** The preview a person typed; '' when the server wrote it (then `last_kind`). */
  last_message: Generated<string>;
  /** A preview the server wrote, as a kind and JSON values (contracts/chat-text.ts). */
  last_kind: string | null;
  last_params: string | null;
  updated_at: Generated<Date>;
  /** The newest message id the client has seen in this chat (0: none). */
  client_read_id: Generated<number>;
  /** The newest message id the provider has seen in this chat (0: none). */
  sp_read_id: Generated<number>;
  /**
   * When the client first wrote, and when the provider first wrote after that (null: not
   * yet): the fast-response badge's facts (decisions 0066, 0111), set by the message write.
   */
  asked_at: Generated<Date | null>;
  answered_at: Generated<Date | null>;
}

export type OfferStatus =
  | 'pending'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'canceled'
  | 'superseded'
  | 'expired';

export interface OffersTable {
  offer_id: Generated<number>;
  request_id: number;
  room: string;
  made_by: UserRole;
  price_minor: number;
  status: Generated<OfferStatus>;
  replaces_offer_id: number | null;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
  /** When the party who must answer was told the offer expires soon. */
  reminded_at: Date | null;
}

export interface ChatMessagesTable {
  message_id: Generated<number>;
  room: string;
  sender_type: UserRole;
  /** What a person typed; '' when the server wrote the message (then `text_kind`). */
  message_text: string;
  /** A message the server wrote, as a kind and JSON values (contracts/chat-text.ts). */
  text_kind: string | null;
  text_params: string | null;
  type: Generated<'text' | 'service_request'>;
  request_id: number | null;
  /** The offer an offer message shows. */
  offer_id: number | null;
  created_at: Generated<Date>;
}

/** A photo or voice note sent in a chat (decision 0087), written by modules/chat-media only. */
export interface ChatAttachmentsTable {
  attachment_id: Generated<number>;
  message_id: number;
  /** The account that sent it: its bytes count against that account's daily budget. */
  sender_id: number;
  kind: 'photo' | 'voice';
  /** Private file names under the `chat-media` area; a voice note has no thumbnail. */
  file_name: string;
  thumb_name: string | null;
  mime: string;
  /** Bytes stored (the display image and thumbnail together, or the voice note). */
  bytes: number;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  created_at: Generated<Date>;
}
