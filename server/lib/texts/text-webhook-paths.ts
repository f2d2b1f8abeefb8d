/** The providers' webhooks (server/modules/text-webhooks), under the API's `/api` prefix. */
export const TEXT_WEBHOOK_ROUTES = {
  twilioStatus: '/texts/twilio/status',
  twilioInbound: '/texts/twilio/inbound',
  whatsapp: '/texts/whatsapp/webhook',
} as const;

/** The address a provider calls for one of them, on the site's public URL. */
export const textWebhookUrl = (publicUrl: string, route: keyof typeof TEXT_WEBHOOK_ROUTES) =>
  `${publicUrl.replace(/\/$/, '')}/api${TEXT_WEBHOOK_ROUTES[route]}`;
