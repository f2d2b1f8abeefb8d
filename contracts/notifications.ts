import { z } from 'zod';
import { idString } from './common';
import { EVENT_ENTITIES } from './domain-events';

export const BANNER_MS = 5000;
export const HIGHLIGHT_MS = 1000;
export const NOTIFICATIONS_LIMIT = 50;

export const notificationKind = z.enum([
  'message',
  'offer',
  'offer_accepted',
  'offer_canceled',
  'offer_withdrawn',
  'offer_countered',
  'offer_declined',
  'offer_expiring',
  'offer_expired',
  'request_expired',
  'dispute_opened',
  'dispute_statement',
  'dispute_resolved',
  'order_stale',
  'order_completed',
  'order_cancelled',
  'invoice_paid',
  'invoice_proof_rejected',
  'invoice_issued',
  'invoice_due_soon',
  'invoice_overdue',
  'invoice_reminder',
  'new_request',
  'id_check_decided',
  'content_hidden',
  'reschedule',
  'booking_cancelled',
  'appointment_evening',
  'appointment_soon',
  'provider_on_way',
  'provider_started',
  'provider_late',
]);

/**
 * Kinds a person can be sent many of about one subject (a burst of statements on one
 * dispute): while one is unread, the next ones fold into it and it counts them (`params.count`;
 * decision 0047). The bell keeps one unread row per kind and subject; email, one waiting email.
 */
export const COALESCED_KINDS: readonly string[] = ['dispute_statement'] satisfies z.infer<
  typeof notificationKind
>[];
export const coalesces = (kind: string) => COALESCED_KINDS.includes(kind);

/** A notification's values, by name: see contracts/notification-text.ts for each kind's. */
export const notificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParams>;

/** The spec's notification event (message, room, sp_id, client_id) plus what the bell needs. */
export const notification = z.object({
  notification_id: z.number().int(),
  kind: notificationKind,
  /** Its text in the reader's language (the spec's field), made from `kind` and `params`. */
  message: z.string(),
  /**
   * What the text is made of (names, prices in minor units, months...), so the app can say it
   * in its current language; null for notifications stored before texts were (only `message`).
   */
  params: notificationParams.nullable(),
  /** The chat it happened in (the spec's field); null outside a chat (billing, new requests). */
  room: z.string().nullable(),
  /** What it opens: the order, offer, request, invoice or dispute by id; null on older rows. */
  target: z.object({ entity: z.enum(EVENT_ENTITIES), id: z.number().int() }).nullable(),
  sp_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  /** Epoch milliseconds. */
  timestamp: z.number(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.object({
  notifications: z.array(notification),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationIdParams = z.object({ notificationId: idString });
