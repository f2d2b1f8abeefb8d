import { type ChatHead, type ChatMessage, partiesOf } from '#contracts/chat';
import { type ChatAttachment, chatAttachmentPath } from '#contracts/chat-media';
import { chatSaidOf, chatText, HIDDEN_MESSAGE } from '#contracts/chat-text';
import { fromMinorUnits } from '#contracts/money';
import { scopeRead } from '#contracts/offer-scope';
import { personalRoom } from '#contracts/socket-events';
import type { Language } from '#locales/languages';
import { badRequest, forbidden } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import { textTools } from '../notifications/notification-render';
import { profileImagePath } from '../providers/profile.service';
import { areaOf } from '../requests/request-area';
import type { HeadRow, MessageRow } from './chat.repo';

export type Parties = { clientId: number; spId: number };

/** The room's two parties, when the actor is one of them; 403 otherwise (before any lookup). */
export function partiesFor(actor: Actor, room: string): Parties {
  const parties = partiesOf(room);
  if (!parties) throw badRequest('chat.errors.unknownRoom');
  const isParty =
    (actor.role === 'clients' && parties.clientId === actor.id) ||
    (actor.role === 'serviceproviders' && parties.spId === actor.id);
  if (!isParty) throw forbidden('chat.errors.notAParty');
  return parties;
}

/** Everyone who should see a room's events: sockets in the room and both personal rooms. */
export const audienceOf = (room: string, { clientId, spId }: Parties) => [
  room,
  personalRoom('clients', clientId),
  personalRoom('serviceproviders', spId),
];

/** A chat head as `actor` reads it: a preview the server wrote is in the actor's language. */
export function toChatHead(row: HeadRow, actor: Actor, currency: string, unread = 0): ChatHead {
  const said = chatSaidOf(row.last_kind, row.last_params);
  const language = actor.role === 'clients' ? row.client_language : row.sp_language;
  return {
    room: row.room,
    client_id: row.client_id,
    sp_id: row.sp_id,
    client_name: row.client_name,
    sp_name: row.sp_name,
    // The spec's field, kept for the caller's own address: the other party's stays private.
    email: actor.role === 'clients' ? row.client_email : row.sp_email,
    lastmsg: said ? chatText(said, textTools(language, currency)) : row.last_message,
    lastmsg_said: said,
    updated_at: row.updated_at.getTime(),
    sp_image: row.profile_image ? profileImagePath(row.sp_id) : null,
    unread,
    other_read_id: actor.role === 'clients' ? row.sp_read_id : row.client_read_id,
  };
}

/** What an offer's message names from the catalog, in each language (decision 0059). */
type CatalogWords = Record<Language, Pick<ChatMessage, 'service_name' | 'address'>>;

/**
 * A message before `inWords` gives it to one reader: an offer's also carries its catalog words
 * in every language, as one message goes to two parties who may read different ones.
 */
export type UnwordedMessage = ChatMessage & { catalog_words?: CatalogWords };

/**
 * A stored message; one the server wrote has '' as its text until `inWords` words it for a
 * reader, and an offer's service and area are English until then (each reader gets its own
 * words, so the message is worded last).
 */
export function toChatMessage(row: MessageRow, { clientId, spId }: Parties): UnwordedMessage {
  const fromClient = row.sender_type === 'clients';
  const isOffer = row.type === 'service_request';
  const words: CatalogWords | undefined = isOffer
    ? {
        en: { service_name: row.service_name, address: addressFor(row, spId, 'en') },
        ur: { service_name: row.service_name_ur, address: addressFor(row, spId, 'ur') },
      }
    : undefined;
  return {
    message_id: row.message_id,
    room: row.room,
    sender_id: fromClient ? clientId : spId,
    receiver_id: fromClient ? spId : clientId,
    sender_type: row.sender_type,
    receiver_type: fromClient ? 'serviceproviders' : 'clients',
    // A hidden message's words never leave the server (decision 0067).
    message_text: row.hidden_at ? '' : row.message_text,
    created_at: row.created_at.getTime(),
    type: row.type,
    request_id: row.request_id,
    offer_id: row.offer_id,
    status: row.offer_status,
    price: row.price_minor === null ? null : fromMinorUnits(row.price_minor),
    expires_at: row.expires_at ? row.expires_at.getTime() : null,
    slot:
      row.slot_start && row.slot_end && row.time_zone
        ? {
            starts_at: row.slot_start.toISOString(),
            ends_at: row.slot_end.toISOString(),
            time_zone: row.time_zone,
          }
        : null,
    ...scopeRead(row),
    service_name: words?.en.service_name ?? null,
    description: isOffer ? row.description : null,
    address: words?.en.address ?? null,
    said: row.hidden_at ? HIDDEN_MESSAGE : chatSaidOf(row.text_kind, row.text_params),
    attachment: row.hidden_at ? null : attachmentOf(row),
    ...(words && { catalog_words: words }),
  };
}

/** The photo or voice note a message carries, with the paths it is read at. */
function attachmentOf(row: MessageRow): ChatAttachment | null {
  if (row.attachment_id === null || row.attachment_kind === null) return null;
  const photo = row.attachment_kind === 'photo';
  return {
    attachment_id: row.attachment_id,
    kind: row.attachment_kind,
    url: chatAttachmentPath(row.attachment_id),
    thumb_url: photo ? chatAttachmentPath(row.attachment_id, true) : null,
    width: row.attachment_width,
    height: row.attachment_height,
    duration_ms: row.attachment_ms,
  };
}

/** Whether a message has words to put in a reader's language (what the server wrote, a catalog name). */
export const needsWords = (message: ChatMessage): boolean =>
  message.said !== null || 'catalog_words' in message;

/**
 * A message as a reader of `language` reads it: what the server wrote in its words, an offer's
 * service and area in its language.
 */
export function inWords(message: ChatMessage, language: Language, currency: string): ChatMessage {
  const { catalog_words, ...rest } = message as UnwordedMessage;
  const worded: ChatMessage = catalog_words ? { ...rest, ...catalog_words[language] } : rest;
  if (!worded.said) return worded;
  return { ...worded, message_text: chatText(worded.said, textTools(language, currency)) };
}

/**
 * The street once the request went to this chat's provider; until then its area only, or the
 * city in `language` when the address names none. Areas are found against the English city.
 */
function addressFor(row: MessageRow, spId: number, language: Language): string | null {
  if (row.address === null) return null;
  if (row.request_sp_id === spId) return row.address;
  const cityEn = row.request_city ?? '';
  const area = areaOf(row.address, cityEn);
  if (area !== cityEn) return area;
  return (language === 'ur' ? row.request_city_ur : row.request_city) ?? area;
}
