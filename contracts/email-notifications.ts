import { z } from 'zod';
import { ALERT_GROUP_OF, ALERT_GROUPS, type AlertGroup, alertGroup } from './alerts';

/**
 * The kinds of news an account may also get by email, each turned on or off on its own
 * (decision 0039): new jobs, new messages (as a digest), new offers, answers to offers,
 * changes to orders, invoices and payments, news about one's own account.
 */
export const EMAIL_GROUPS = ALERT_GROUPS;
export const emailGroup = alertGroup;
export type EmailGroup = AlertGroup;

/** Which group each notification kind's email belongs to: the same as its other alerts. */
export const EMAIL_GROUP_OF = ALERT_GROUP_OF;

/** GET /api/account/notification-settings: email on or off for each group. */
export const notificationSettings = z.object({
  new_jobs: z.boolean(),
  messages: z.boolean(),
  offers: z.boolean(),
  offer_answers: z.boolean(),
  orders: z.boolean(),
  billing: z.boolean(),
  account: z.boolean(),
  /** At most one email per chat in this many minutes (MESSAGE_DIGEST_MINUTES). */
  digest_minutes: z.number(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** PUT /api/account/notification-settings: the groups to change, at least one. */
export const notificationSettingsUpdate = z
  .object({
    new_jobs: z.boolean().optional(),
    messages: z.boolean().optional(),
    offers: z.boolean().optional(),
    offer_answers: z.boolean().optional(),
    orders: z.boolean().optional(),
    billing: z.boolean().optional(),
    account: z.boolean().optional(),
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
