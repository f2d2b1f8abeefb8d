import { z } from 'zod';
import { idString } from './common';

export const NotificationTexts = {
  empty: 'No new notifications',
} as const;

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
  'new_request',
]);

/** The spec's notification event (message, room, sp_id, client_id) plus what the bell needs. */
export const notification = z.object({
  notification_id: z.number().int(),
  kind: notificationKind,
  message: z.string(),
  /** The chat it is about; null for billing notifications. */
  room: z.string().nullable(),
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
