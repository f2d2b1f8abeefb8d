import { z } from 'zod';
import type { NotificationKind } from './notification-text';

/**
 * The kinds of news an account may also get by email, each turned on or off on its own
 * (decision 0039): new messages (as a digest), new offers and requests, answers to offers,
 * changes to orders, invoices and payments.
 */
export const EMAIL_GROUPS = ['messages', 'offers', 'offer_answers', 'orders', 'billing'] as const;
export const emailGroup = z.enum(EMAIL_GROUPS);
export type EmailGroup = z.infer<typeof emailGroup>;

/** Which group each notification kind's email belongs to. */
export const EMAIL_GROUP_OF: Record<NotificationKind, EmailGroup> = {
  message: 'messages',
  offer: 'offers',
  offer_countered: 'offers',
  new_request: 'offers',
  offer_accepted: 'offer_answers',
  offer_declined: 'offer_answers',
  offer_canceled: 'offer_answers',
  offer_withdrawn: 'offer_answers',
  offer_expiring: 'offer_answers',
  offer_expired: 'offer_answers',
  request_expired: 'offer_answers',
  order_completed: 'orders',
  order_cancelled: 'orders',
  order_stale: 'orders',
  dispute_opened: 'orders',
  dispute_statement: 'orders',
  dispute_resolved: 'orders',
  invoice_paid: 'billing',
  invoice_proof_rejected: 'billing',
};

/** GET /api/account/notification-settings: email on or off for each group. */
export const notificationSettings = z.object({
  messages: z.boolean(),
  offers: z.boolean(),
  offer_answers: z.boolean(),
  orders: z.boolean(),
  billing: z.boolean(),
  /** At most one email per chat in this many minutes (MESSAGE_DIGEST_MINUTES). */
  digest_minutes: z.number(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** PUT /api/account/notification-settings: the groups to change, at least one. */
export const notificationSettingsUpdate = z
  .object({
    messages: z.boolean().optional(),
    offers: z.boolean().optional(),
    offer_answers: z.boolean().optional(),
    orders: z.boolean().optional(),
    billing: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'notifications.settings.nothingToChange');
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdate>;

/** The unsubscribe link's token: signed for one account and one group, nothing else. */
export const unsubscribeToken = z.string().min(1).max(2048);
/** GET /api/email-unsubscribe?token=: which emails the link stops, and whether they are on. */
export const unsubscribeQuery = z.object({ token: unsubscribeToken });
/** POST /api/email-unsubscribe (the app's page). */
export const unsubscribeRequest = z.object({ token: unsubscribeToken });
export const unsubscribeState = z.object({ group: emailGroup, email: z.boolean() });
export type UnsubscribeState = z.infer<typeof unsubscribeState>;

/** The app's page an email's unsubscribe link opens (GET shows a button; its POST does it). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
/** The signed-in user's settings page: language and email notifications. */
export const ACCOUNT_SETTINGS_PAGE = '/account/settings';
