import { z } from 'zod';
import type { TextKey } from '../locales/catalog';
import type { TextTools } from './notification-text';

/**
 * What the chat writes itself (design rule 18, decision 0058): an offer's message and the
 * previews of how offers end are stored as a kind and values, never as a sentence, and put
 * into words when read, in the reader's language. Prices are in minor units.
 */
export const chatSaidKind = z.enum([
  'offer.made',
  'offer.countered',
  'offer.accepted',
  'offer.declined',
  'offer.withdrawn',
  /** A moderator hid a typed message (decision 0067): both parties read this instead. */
  'message.hidden',
  /** A chat's preview when its last message is a photo or a voice note (decision 0087). */
  'message.photo',
  'message.voice',
]);
export type ChatSaidKind = z.infer<typeof chatSaidKind>;

export const chatSaid = z.object({
  kind: chatSaidKind,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ChatSaid = z.infer<typeof chatSaid>;

/** What both parties read instead of a message a moderator hid (the server's and the app's). */
export const HIDDEN_MESSAGE: ChatSaid = { kind: 'message.hidden', params: {} };

const KEYS = {
  'offer.made': 'chat.said.offerMade',
  'offer.countered': 'chat.said.offerCountered',
  'offer.accepted': 'chat.said.offerAccepted',
  'offer.declined': 'chat.said.offerDeclined',
  'offer.withdrawn': 'chat.said.offerWithdrawn',
  'message.hidden': 'chat.said.messageHidden',
  'message.photo': 'chat.said.photo',
  'message.voice': 'chat.said.voiceNote',
} as const satisfies Record<ChatSaidKind, TextKey>;

/** The words of what the chat said, in the language of `tools`. */
export function chatText(said: ChatSaid, tools: Pick<TextTools, 't' | 'money'>): string {
  const minor = said.params.price_minor;
  // An offer whose price was not kept (an old row) is "Sent a service request".
  if (typeof minor !== 'number') {
    return said.kind === 'offer.made' ? tools.t('chat.said.offerSent') : tools.t(KEYS[said.kind]);
  }
  return tools.t(KEYS[said.kind], { price: tools.money(minor) });
}

/** A stored kind and its JSON values, or null when they are not a kind this code knows. */
export function chatSaidOf(kind: string | null, json: string | null): ChatSaid | null {
  if (kind === null) return null;
  let params: unknown;
  try {
    params = JSON.parse(json ?? '{}');
  } catch {
    return null;
  }
  const parsed = chatSaid.safeParse({ kind, params });
  return parsed.success ? parsed.data : null;
}
