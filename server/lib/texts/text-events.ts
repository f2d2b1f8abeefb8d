import type { TextChannel } from '#contracts/alerts';

/** Where a text got to, as the providers' status callbacks tell it (decision 0051). */
export const TEXT_DELIVERY_STATUSES = [
  'sent',
  'delivered',
  'read',
  'undelivered',
  'failed',
] as const;
export type TextDeliveryStatus = (typeof TEXT_DELIVERY_STATUSES)[number];

export const isTextDeliveryStatus = (value: string): value is TextDeliveryStatus =>
  (TEXT_DELIVERY_STATUSES as readonly string[]).includes(value);

/**
 * What the providers' webhooks report, once their signature is verified: a text's delivery,
 * and a person who texted STOP or START back. The alerts module implements it.
 */
export type TextEvents = {
  /** `providerId`: the id the sender returned (Twilio's MessageSid, WhatsApp's wamid). */
  status(input: {
    channel: TextChannel;
    providerId: string;
    status: TextDeliveryStatus;
    /** The provider's error code of a failed or undelivered text (e.g. Twilio's 30003). */
    errorCode?: string;
  }): Promise<void>;
  /** The person at this number asked for no more texts on this channel. */
  stop(channel: TextChannel, phoneE164: string): Promise<void>;
  /** The person at this number asked for texts again. */
  start(channel: TextChannel, phoneE164: string): Promise<void>;
};
