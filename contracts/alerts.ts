import { z } from 'zod';
import type { NotificationKind } from './notification-text';

/**
 * Alerts outside the open app (decision 0049): each notification group goes to each channel
 * the person turned on. The bell is always on; email keeps its own switches (decision 0039);
 * push and the two text channels are kept here.
 */
export const ALERT_GROUPS = [
  'new_jobs',
  'messages',
  'offers',
  'offer_answers',
  'orders',
  'billing',
  'account',
] as const;
export const alertGroup = z.enum(ALERT_GROUPS);
export type AlertGroup = z.infer<typeof alertGroup>;

/** Groups only a provider can get: new jobs for its services, and its invoices. */
const PROVIDER_ONLY_GROUPS: readonly AlertGroup[] = ['new_jobs', 'billing'];

/**
 * The groups that can reach an account type (the one place for this rule): the settings show
 * only these, and a client's defaults turn on only these.
 */
export function alertGroupsFor(role: 'clients' | 'serviceproviders'): readonly AlertGroup[] {
  return ALERT_GROUPS.filter(
    (g) => role === 'serviceproviders' || !PROVIDER_ONLY_GROUPS.includes(g),
  );
}

/** The channels a person switches per group (the bell and email are shown beside them). */
export const ALERT_CHANNELS = ['push', 'sms', 'whatsapp'] as const;
export const alertChannel = z.enum(ALERT_CHANNELS);
export type AlertChannel = z.infer<typeof alertChannel>;

/** The channels that send a text to a verified phone number. */
export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/**
 * What a push message carries (the service worker shows it as it is): words already in the
 * recipient's language, the app page it opens, and a tag, so a chat's newer push replaces its
 * older one on the device.
 */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;

/** Which group each notification kind belongs to, for every channel. */
export const ALERT_GROUP_OF: Record<NotificationKind, AlertGroup> = {
  new_request: 'new_jobs',
  message: 'messages',
  offer: 'offers',
  offer_countered: 'offers',
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
  invoice_issued: 'billing',
  invoice_due_soon: 'billing',
  invoice_overdue: 'billing',
  // About the person's own account, not an order: where they look for it in the settings.
  id_check_decided: 'account',
  content_hidden: 'account',
  invoice_reminder: 'billing',
  appointment_evening: 'orders',
  appointment_soon: 'orders',
  provider_on_way: 'orders',
  provider_started: 'orders',
  provider_late: 'orders',
  reschedule: 'orders',
  booking_cancelled: 'orders',
};

/** Pushes and texts wait out the night unless the person chose other hours. */
export const DEFAULT_QUIET_HOURS = { from: '22:00', to: '08:00', time_zone: 'Asia/Karachi' };

/** At most this many alerts an hour per person on each channel (texts cost money). */
export const HOURLY_CAPS: Record<AlertChannel, number> = { push: 20, sms: 4, whatsapp: 6 };

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'notifications.alerts.invalidTime');

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const quietHours = z.object({
  from: clockTime,
  to: clockTime,
  time_zone: z.string().max(64).refine(knownTimeZone, 'notifications.alerts.invalidZone'),
});
export type QuietHours = z.infer<typeof quietHours>;

const channelSwitches = z.object({ push: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() });

/** GET /api/account/alert-settings: each group on each channel, quiet hours, caps. */
export const alertSettings = z.object({
  switches: z.record(alertGroup, channelSwitches),
  /** Null: alerts come at any hour. */
  quiet_hours: quietHours.nullable(),
  hourly_caps: z.record(alertChannel, z.number()),
  /** Texts go only to a verified phone number: without one, SMS and WhatsApp stay off. */
  texts_available: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettings>;

/** PUT /api/account/alert-settings: switches to change, and/or the quiet hours. */
export const alertSettingsUpdate = z
  .object({
    switches: z
      .array(z.object({ group: alertGroup, channel: alertChannel, on: z.boolean() }).strict())
      .min(1)
      .max(ALERT_GROUPS.length * ALERT_CHANNELS.length)
      .optional(),
    quiet_hours: quietHours.strict().nullable().optional(),
  })
  .strict()
  .refine(
    (body) => body.switches !== undefined || body.quiet_hours !== undefined,
    'notifications.settings.nothingToChange',
  );
export type AlertSettingsUpdate = z.infer<typeof alertSettingsUpdate>;

/** GET /api/admin/text-costs: the texts providers accepted this month (UTC), by channel and kind. */
export const textCosts = z.object({
  month: z.string(),
  counts: z.array(z.object({ channel: z.enum(TEXT_CHANNELS), kind: z.string(), sent: z.number() })),
  totals: z.object({ sms: z.number(), whatsapp: z.number() }),
});
export type TextCosts = z.infer<typeof textCosts>;
