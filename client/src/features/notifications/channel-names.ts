import type { TextKey } from '#locales/catalog';

/** Each way of telling people, as the settings and the admin's counts name it. */
export const CHANNEL_NAMES = {
  bell: 'notifications.alerts.channels.bell',
  email: 'notifications.alerts.channels.email',
  push: 'notifications.alerts.channels.push',
  sms: 'notifications.alerts.channels.sms',
  whatsapp: 'notifications.alerts.channels.whatsapp',
} as const satisfies Record<string, TextKey>;
