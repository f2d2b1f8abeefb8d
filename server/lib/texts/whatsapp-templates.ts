import type { NotificationKind } from '#contracts/notification-text';
import type { Language } from '#locales/languages';

/** What a WhatsApp text announces: a notification kind, or a phone verification code. */
export type WhatsAppTextKind = NotificationKind | 'phone_code';

/**
 * One approved message template (decision 0051). Its body's parameters are `{{1}}`, `{{2}}`, ...
 * in the order of `params`, which names what the alerts fill in: the values of the
 * notification as the recipient reads them (a name, a price written out, a month), and
 * `link`, the page it opens.
 */
export type WhatsAppTemplate = {
  name: string;
  category: 'UTILITY' | 'AUTHENTICATION';
  params: readonly string[];
  /** Authentication templates repeat the code for their copy-code button (Meta requires one). */
  copyCodeButton?: true;
};

/** Every template is approved in each of the app's languages, under these codes. */
export const WHATSAPP_LANGUAGE_CODES: Record<Language, string> = { en: 'en', ur: 'ur' };

const utility = (name: string, ...params: string[]): WhatsAppTemplate => ({
  name,
  category: 'UTILITY',
  params,
});

/** One template per kind the alerts may text; a new notification kind must add its own. */
export const WHATSAPP_TEMPLATES: Record<WhatsAppTextKind, WhatsAppTemplate> = {
  new_request: utility('new_request_alert', 'service', 'city', 'link'),
  message: utility('new_message_alert', 'name', 'link'),
  offer: utility('offer_alert', 'name', 'link'),
  offer_countered: utility('offer_countered_alert', 'name', 'price', 'link'),
  offer_accepted: utility('offer_accepted_alert', 'name', 'price', 'link'),
  offer_declined: utility('offer_declined_alert', 'name', 'price', 'link'),
  offer_canceled: utility('offer_canceled_alert', 'name', 'link'),
  offer_withdrawn: utility('offer_taken_alert', 'link'),
  offer_expiring: utility('offer_expiring_alert', 'price', 'link'),
  offer_expired: utility('offer_expired_alert', 'price', 'link'),
  request_expired: utility('request_expired_alert', 'request_id', 'link'),
  order_completed: utility('order_completed_alert', 'name', 'service', 'link'),
  order_cancelled: utility('order_cancelled_alert', 'name', 'link'),
  order_stale: utility('order_stale_alert', 'days', 'link'),
  dispute_opened: utility('dispute_opened_alert', 'name', 'service', 'link'),
  dispute_statement: utility('dispute_statement_alert', 'name', 'service', 'link'),
  dispute_resolved: utility('dispute_resolved_alert', 'service', 'outcome', 'link'),
  invoice_paid: utility('invoice_paid_alert', 'month', 'link'),
  invoice_proof_rejected: utility('invoice_proof_rejected_alert', 'month', 'reason', 'link'),
  phone_code: {
    name: 'phone_verification_code',
    category: 'AUTHENTICATION',
    params: ['code'],
    copyCodeButton: true,
  },
};

export function whatsappTemplateOf(kind: string): WhatsAppTemplate | undefined {
  return Object.hasOwn(WHATSAPP_TEMPLATES, kind)
    ? WHATSAPP_TEMPLATES[kind as WhatsAppTextKind]
    : undefined;
}
