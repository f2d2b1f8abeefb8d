import type { TextChannel } from '#contracts/alerts';
import type { Language } from '#locales/languages';

/** One text to one phone (decision 0051). */
export type TextMessage = {
  /** E.164, e.g. +923001234567. */
  to: string;
  /** What it announces: a notification kind, or `phone_code`; names the WhatsApp template. */
  kind: string;
  language: Language;
  /** The whole message in the recipient's language (what an SMS says). */
  text: string;
  /** The WhatsApp template's body parameters, in order. */
  params: string[];
  /** Ours: ties the provider's status callbacks back to what was sent. */
  reference: string;
};

export type TextSendResult =
  | { status: 'sent'; providerId: string }
  /** `retry`: worth trying again later (rate limit, the provider's 5xx, no answer). */
  | { status: 'failed'; retry: boolean; code: string; detail: string };

/** SMS or WhatsApp: the development outbox, or a provider's documented API. */
export type TextSender = {
  channel: TextChannel;
  send(message: TextMessage): Promise<TextSendResult>;
};
