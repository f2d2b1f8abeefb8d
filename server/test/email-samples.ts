import { EMAIL_GROUP_OF } from '#contracts/email-notifications';
import type { NotificationKind } from '#contracts/notification-text';
import { type NotificationParams, notificationKind } from '#contracts/notifications';
import type { Language } from '#locales/languages';
import type { RenderedEmail } from '../lib/email-layout/email-layout';
import type { Mail } from '../lib/mailer';
import { confirmEmailMail, emailChangeNoticeMail } from '../modules/auth/email-change-mail';
import { loginCodeMail } from '../modules/auth/login-code-mail';
import { resetMail } from '../modules/auth/reset-mail';
import { categoryRequestMail } from '../modules/catalog/category-request-mail';
import {
  type EmailLinks,
  type EmailSubject,
  renderDigestEmail,
  renderNotificationEmail,
} from '../modules/email-notifications/email-render';
import { LEAD_HOLD_DAYS_OVERDUE } from '../modules/overdue/lead-hold';

export const SAMPLE_SITE = 'https://servicehub.example';

/**
 * Typed values in the other language's script: English typed text inside an Urdu email (and
 * Urdu inside an English one), with the punctuation that bidi scrambles when not isolated.
 */
export function typedSamples(language: Language) {
  return language === 'ur'
    ? {
        recipient: "Sara O'Neil, Jr.",
        party: 'Bilal Ahmed (Pipes & Co.)',
        quote: 'Can you come at 5:30 PM, tomorrow?',
        reason: 'Blurry photo (page 2)!',
        title: 'Solar panels, roofs & more',
        newEmail: 'sara.oneil+home@example.com',
        service: 'پائپ کی مرمت',
      }
    : {
        recipient: 'عائشہ',
        party: 'بلال احمد (پائپ والے)',
        quote: 'کیا آپ کل شام 5:30 بجے آ سکتے ہیں؟',
        reason: 'تصویر دھندلی ہے!',
        title: 'شمسی پینل، چھتیں وغیرہ',
        newEmail: 'ayesha.home@example.com',
        service: 'Pipe repair',
      };
}

const LONG_LINK =
  'https://example.com/photos/kitchen-sink-leak-under-the-cabinet-left-side-2026-11-27.jpg';

/** The request an email is about, as the renderer gets it. */
export const SAMPLE_REQUEST = { request_id: 4711, price_minor: 250_000 } as const;

/** A booked time as appointment notices store it (decisions 0076, 0077). */
const SAMPLE_SLOT = {
  when_kind: 'range',
  starts_at: '2026-12-02T13:00:00.000Z',
  ends_at: '2026-12-02T14:00:00.000Z',
  time_zone: 'Asia/Karachi',
} as const;

function paramsOf(kind: NotificationKind, language: Language): NotificationParams {
  const s = typedSamples(language);
  const price_minor = SAMPLE_REQUEST.price_minor;
  const month = { year: 2026, month: 11 };
  const due = { ...month, price_minor: 12_345, due: '2026-12-15' };
  const byKind: Record<NotificationKind, NotificationParams> = {
    message: { name: s.party },
    offer: { name: s.party },
    offer_countered: { name: s.party, price_minor },
    offer_accepted: { name: s.party, by: 'clients', price_minor },
    offer_declined: { name: s.party, price_minor },
    offer_canceled: { name: s.party, by: 'serviceproviders', price_minor },
    offer_withdrawn: {},
    offer_expiring: { price_minor },
    offer_expired: { price_minor },
    request_expired: { request_id: SAMPLE_REQUEST.request_id },
    dispute_opened: { name: s.party, service: s.service },
    dispute_statement: { name: s.party, service: s.service },
    dispute_resolved: { service: s.service, outcome: 'adjusted', price_minor },
    order_stale: { days: 7 },
    order_completed: { name: s.party, service: s.service },
    order_cancelled: { name: s.party },
    invoice_paid: month,
    invoice_proof_rejected: { ...month, reason: s.reason },
    invoice_issued: due,
    invoice_due_soon: due,
    invoice_overdue: due,
    id_check_decided: { decision: 'rejected', why: 'unreadable' },
    invoice_reminder: { ...due, days: 7, hold_days: LEAD_HOLD_DAYS_OVERDUE },
    new_request: { service: s.service, city: 'Lahore', request_id: SAMPLE_REQUEST.request_id },
    content_hidden: { what: 'review', reason_kind: 'abuse' },
    reschedule: { name: s.party, service: s.service, change: 'proposed', ...SAMPLE_SLOT },
    booking_cancelled: { name: s.party, service: s.service, late: 1, hours: 24, ...SAMPLE_SLOT },
    appointment_evening: { name: s.party, service: s.service, ...SAMPLE_SLOT },
    appointment_soon: { name: s.party, service: s.service, ...SAMPLE_SLOT },
    provider_on_way: { name: s.party, service: s.service },
    provider_started: { name: s.party, service: s.service },
    provider_late: { name: s.party, service: s.service, ...SAMPLE_SLOT },
  };
  return byKind[kind];
}

/** Kinds whose notice targets an invoice: their email names no request. */
const aboutInvoice = (kind: NotificationKind) => kind.startsWith('invoice_');

export type EmailSample = {
  /** Which email: a notification kind, `digest`, or an account or catalog mail. */
  name: string;
  mail: RenderedEmail | Mail;
  /** Its footer: a notification's unsubscribe link, or only the settings link. */
  footer: 'unsubscribe' | 'settings';
  /** The request it names (service, number, price), when it is about one. */
  about: EmailSubject | null;
  /** Values people typed that it shows, each to be isolated from the text around it. */
  typed: string[];
};

/** Every email the product sends, each kind once, as `language` reads it. */
export function everyEmail(language: Language): EmailSample[] {
  const s = typedSamples(language);
  const links: EmailLinks = {
    site: SAMPLE_SITE,
    open: `${SAMPLE_SITE}/Requests`,
    unsubscribe: `${SAMPLE_SITE}/unsubscribe?token=eyJhbGciOiJIUzI1NiJ9.sample-token-long-enough-to-wrap-on-a-phone`,
    settings: `${SAMPLE_SITE}/account/settings`,
  };
  const to = { to: 'someone@example.com', name: s.recipient, language, site: SAMPLE_SITE };
  const notifications = notificationKind.options.map((kind): EmailSample => {
    const params = paramsOf(kind, language);
    const about: EmailSubject | null = aboutInvoice(kind)
      ? null
      : {
          service: s.service,
          request_id: SAMPLE_REQUEST.request_id,
          price_minor: kind === 'new_request' ? null : SAMPLE_REQUEST.price_minor,
        };
    return {
      name: kind,
      mail: renderNotificationEmail({
        language,
        currency: 'PKR',
        group: EMAIL_GROUP_OF[kind],
        kind,
        params,
        links,
        name: s.recipient,
        subject: about,
      }),
      footer: 'unsubscribe',
      about,
      typed: [
        s.recipient,
        ...(typeof params.name === 'string' ? [params.name] : []),
        ...(typeof params.reason === 'string' ? [params.reason] : []),
      ],
    };
  });
  const account = (name: string, mail: Mail, typed: string[] = []): EmailSample => ({
    name,
    mail,
    footer: 'settings',
    about: null,
    typed: [s.recipient, ...typed],
  });
  return [
    ...notifications,
    {
      name: 'digest',
      mail: renderDigestEmail({
        language,
        from: s.party,
        count: 12,
        // A long link in a message must wrap, not widen the email.
        quoted: [s.quote, `${s.quote}\n${s.reason}\n${LONG_LINK}`],
        links,
        name: s.recipient,
      }),
      footer: 'unsubscribe',
      about: null,
      typed: [s.recipient, s.party],
    },
    account('reset', resetMail(to, `${SAMPLE_SITE}/resetpassword?token=abc&type=clients`, 30)),
    account('login-code', loginCodeMail(to, '042917', 15)),
    account('confirm-email', confirmEmailMail(to, `${SAMPLE_SITE}/confirm-email?token=abc`, 60)),
    account(
      'email-change-notice',
      emailChangeNoticeMail(to, s.newEmail, `${SAMPLE_SITE}/forgotpassword`),
      [s.newEmail],
    ),
    ...(['approved', 'rejected'] as const).map((answer) =>
      account(
        `category-${answer}`,
        categoryRequestMail(
          { email: to.to, language, first_name: s.recipient, title: s.title },
          answer,
          SAMPLE_SITE,
        ),
        [s.title],
      ),
    ),
  ];
}
