import type { Kysely, RawBuilder } from 'kysely';
import type { PushPayload } from '#contracts/alerts';
import type { Database } from '../../db/schema';

/** A device's push subscription, as the alerts send to it. */
export type PushDevice = { id: number; endpoint: string; p256dh: string; auth: string };

/** What the alerts read and tell of the push subscriptions (the push-subscriptions module). */
export type PushDevices = {
  /** Inside the caller's transaction when it passes one. */
  subscriptionsOf(accountIds: number[], trx?: Kysely<Database>): Promise<Map<number, PushDevice[]>>;
  /** SQL: whether the account in column `ref` has a device, read with the alert settings. */
  hasDevice(ref: string): RawBuilder<boolean>;
  /** The push service said the subscription is gone (404/410). */
  dropGone(endpoint: string): Promise<void>;
  markDelivered(id: number): Promise<void>;
};

export type PushOutcome =
  | { status: 'sent' }
  | { status: 'gone' }
  | { status: 'failed'; retry: boolean; code: string };

export type PushSend = (
  device: PushDevice,
  payload: PushPayload,
  opts: { ttlSeconds: number; urgency?: 'normal' | 'high'; topic?: string },
) => Promise<PushOutcome>;

/** What the alerts read of verified phone numbers (the phones module). */
export type PhoneBook = {
  /** Inside the caller's transaction when it passes one (PGlite has one connection). */
  verifiedPhonesOf(accountIds: number[], trx?: Kysely<Database>): Promise<Map<number, string>>;
  /** SQL: whether the account in column `ref` has a verified number, read likewise. */
  hasVerifiedPhone(ref: string): RawBuilder<boolean>;
  accountOfPhone(e164: string): Promise<number | null>;
};
