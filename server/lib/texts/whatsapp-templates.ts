import type { NotificationKind } from '#contracts/notification-text';
import type { Language } from '#locales/languages';

/** What a WhatsApp text announces: a notification kind, or a phone verification code. */
export type WhatsAppTextKind = NotificationKind | 'phone_code';

/**
 * One approved message template (decision 0051). Its body's parameters are `{{1}}`, `{{2}}`, ...
 * in the order of `params`, which names what the sender fills in: for an alert, the
 * notification's words in the recipient's language (`text`, what the bell and a push say)
 * and `link`, the page it opens; for the phone code, the code.
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

/** An alert's template: the notification's words, then the page it opens. */
const alert = (name: string): WhatsAppTemplate => ({
  name,
  category: 'UTILITY',
  params: ['text', 'link'],
});

/** One template per kind the alerts may text; a new notification kind must add its own. */
export const WHATSAPP_TEMPLATES: Record<WhatsAppTextKind, WhatsAppTemplate> = {
  new_request: alert('new_request_alert'),
  message: alert('new_message_alert'),
  offer: alert('offer_alert'),
  offer_countered: alert('offer_countered_alert'),
  offer_accepted: alert('offer_accepted_alert'),
  offer_declined: alert('offer_declined_alert'),
  offer_canceled: alert('offer_canceled_alert'),
  offer_withdrawn: alert('offer_taken_alert'),
  offer_expiring: alert('offer_expiring_alert'),
  offer_expired: alert('offer_expired_alert'),
  request_expired: alert('request_expired_alert'),
  order_completed: alert('order_completed_alert'),
  order_cancelled: alert('order_cancelled_alert'),
  order_stale: alert('order_stale_alert'),
  dispute_opened: alert('dispute_opened_alert'),
  dispute_statement: alert('dispute_statement_alert'),
  dispute_resolved: alert('dispute_resolved_alert'),
  invoice_paid: alert('invoice_paid_alert'),
  invoice_proof_rejected: alert('invoice_proof_rejected_alert'),
  invoice_issued: alert('invoice_issued_alert'),
  invoice_due_soon: alert('invoice_due_soon_alert'),
  invoice_overdue: alert('invoice_overdue_alert'),
  id_check_decided: alert('id_check_decided_alert'),
  content_hidden: alert('content_hidden_alert'),
  invoice_reminder: alert('invoice_reminder_alert'),
  appointment_evening: alert('appointment_evening_alert'),
  appointment_soon: alert('appointment_soon_alert'),
  provider_on_way: alert('provider_on_way_alert'),
  provider_started: alert('provider_started_alert'),
  provider_late: alert('provider_late_alert'),
  reschedule: alert('reschedule_alert'),
  booking_cancelled: alert('booking_cancelled_alert'),
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
