import { type ChatMessage, partiesOf } from '#contracts/chat';
import type { LiveUpdate } from '#contracts/domain-events';
import { personalRoom } from '#contracts/socket-events';
import { DEFAULT_LANGUAGE, type Language } from '#locales/languages';
import type { Channel } from '../events/channel';
import { inWords, needsWords } from '../modules/chat/chat-rooms';
import type { Broadcaster } from './broadcaster';

/** Where the live channel finds the language each party reads (the accounts). */
type Languages = { languagesOf(ids: readonly number[]): Promise<Map<number, Language>> };

/** Everyone who sees a chat's events: sockets in the chat and both parties' personal rooms. */
export function chatAudience(chat: string): string[] {
  const parties = partiesOf(chat);
  if (!parties) return [];
  return [
    chat,
    personalRoom('clients', parties.clientId),
    personalRoom('serviceproviders', parties.spId),
  ];
}

/**
 * A message the server wrote (an offer) goes to each party's personal room (every socket of
 * a party is in it) in the words of the language that party reads (decision 0058), its
 * service and area named in that language (decision 0059).
 */
async function emitInWords(
  d: { broadcaster: Broadcaster; languages: Languages; currency: string },
  event: 'all_receive_message' | 'receive_service_request',
  chat: string,
  message: ChatMessage,
) {
  const parties = partiesOf(chat);
  if (!parties) return;
  const languages = await d.languages.languagesOf([parties.clientId, parties.spId]);
  for (const [role, id] of [
    ['clients', parties.clientId],
    ['serviceproviders', parties.spId],
  ] as const) {
    const language = languages.get(id) ?? DEFAULT_LANGUAGE;
    d.broadcaster.emit([personalRoom(role, id)], event, inWords(message, language, d.currency));
  }
}

async function emitUpdate(
  d: { broadcaster: Broadcaster; languages: Languages; currency: string },
  update: LiveUpdate,
) {
  const { broadcaster } = d;
  const rooms = chatAudience(update.chat);
  switch (update.event) {
    case 'all_receive_message':
    case 'receive_service_request':
      if (needsWords(update.payload))
        return emitInWords(d, update.event, update.chat, update.payload);
      return broadcaster.emit(rooms, update.event, update.payload);
    case 'service_request_accepted':
    case 'service_request_canceled':
    case 'message_hidden':
      return broadcaster.emit(rooms, update.event, update.payload);
  }
}

/** The spec's socket events, to the open pages of a chat's two parties (on every node). */
export function liveChannel(
  broadcaster: Broadcaster,
  words: { languages: Languages; currency: string },
): Channel {
  const d = { broadcaster, ...words };
  return {
    name: 'live',
    writes: false,
    async deliver(batch) {
      for (const delivery of batch) {
        for (const update of delivery.live) await emitUpdate(d, update);
      }
    },
    signal(signal) {
      if (signal.event === 'chat_read') {
        broadcaster.emit(chatAudience(signal.chat), 'chat_read', signal.payload);
      } else {
        broadcaster.emit([personalRoom(signal.to.role, signal.to.id)], 'typing', signal.payload);
      }
    },
  };
}
