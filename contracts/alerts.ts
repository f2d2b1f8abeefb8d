import { z } from 'zod';

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
] as const;
export const alertGroup = z.enum(ALERT_GROUPS);
export type AlertGroup = z.infer<typeof alertGroup>;

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
