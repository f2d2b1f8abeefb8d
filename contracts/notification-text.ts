import type { TextKey, TextParams } from '../locales/catalog';
import { ID_CHECK_REASON_KEYS, type IdCheckReason, isIdCheckReason } from './id-checks';
import type { ReportReason } from './moderation';
import type { NotificationParams, notificationKind } from './notifications';
import { type RequestWhen, type WhenParams, whenFromParams } from './request-when';
import { isolate } from './text-rules';

export type NotificationKind = (typeof notificationKind.options)[number];
type Side = 'clients' | 'serviceproviders';

/**
 * The values that name a catalog entry, each with the value holding the entry's id (decision
 * 0062). A notice stores the id beside the English name; the server puts the name in the
 * recipient's language into the value when it makes the text (the English name stays for rows
 * stored without the id, or an entry gone since).
 */
export const CATALOG_PARAMS = { service: 'service_id', city: 'city_id' } as const;
export type CatalogParam = keyof typeof CATALOG_PARAMS;

/** A service named by a notice: its id, and its English name as the fallback. */
type ServiceNamed = { service: string; service_id: number };

/**
 * What each kind of notification stores instead of a text (design rule 13): names as written,
 * catalog entries by id (with their English name), prices in minor units, months as numbers.
 * The text is made when it is read (the bell, in the app's language) or sent (an email, in the
 * recipient's).
 */
export type NotificationParamsOf = {
  message: { name: string };
  offer: { name: string };
  offer_countered: { name: string; price_minor: number };
  /** `by`: who accepted (a provider accepts a client's request; a client, a provider's offer). */
  offer_accepted: { name: string; by: Side; price_minor: number };
  offer_declined: { name: string; price_minor: number };
  /** `by`: who took its offer back (the request stays open); the kind's name is the spec's. */
  offer_canceled: { name: string; by: Side; price_minor: number };
  offer_withdrawn: Record<string, never>;
  offer_expiring: { price_minor: number };
  offer_expired: { price_minor: number };
  request_expired: { request_id: number };
  dispute_opened: { name: string } & ServiceNamed;
  dispute_statement: { name: string } & ServiceNamed;
  /** `stale`: 1 when the admin settled an order left undone (no party opened a dispute). */
  dispute_resolved: ServiceNamed & {
    outcome: 'cancelled' | 'completed' | 'adjusted';
    price_minor?: number;
    stale?: 1;
  };
  order_stale: { days: number };
  order_completed: { name: string } & ServiceNamed;
  order_cancelled: { name: string };
  invoice_paid: { year: number; month: number };
  invoice_proof_rejected: { year: number; month: number; reason: string };
  /** A month's invoice was made (decision 0057): its amount and due day (`due`, YYYY-MM-DD). */
  invoice_issued: { year: number; month: number; price_minor: number; due: string };
  /** It is due within INVOICE_DUE_SOON_DAYS (contracts/billing.ts) and still unpaid. */
  invoice_due_soon: { year: number; month: number; price_minor: number; due: string };
  /** Its due day ended and it is still unpaid (no proof waiting either). */
  invoice_overdue: { year: number; month: number; price_minor: number; due: string };
  /**
   * The overdue desk's reminders (decision 0069): on its due day (`days` 0), then `days` after
   * it (7, 14 or more), while unpaid and no proof waits; `hold_days` is the lead hold's days
   * (LEAD_HOLD_DAYS_OVERDUE, server/modules/overdue/lead-hold.ts) the overdue text names.
   */
  invoice_reminder: {
    year: number;
    month: number;
    price_minor: number;
    due: string;
    days: number;
    hold_days: number;
  };
  /** With the time asked for, when the request says one (decision 0074). */
  new_request: ServiceNamed & {
    city: string;
    city_id: number;
    request_id: number;
  } & Partial<WhenParams>;
  /** An admin decided the provider's CNIC check (decision 0066): approved, or rejected and why. */
  id_check_decided: { decision: 'approved' } | { decision: 'rejected'; why: IdCheckReason };
  /**
   * A moderator hid what the reader wrote, or a review of the reader's work (decision 0067):
   * which (`what`) and the reason's kind (`reason_kind`, contracts/moderation.ts REPORT_REASONS).
   */
  content_hidden: { what: HiddenWhat; reason_kind: ReportReason };
  /**
   * An appointment's reminders (decision 0076): the evening before and an hour before, each
   * naming the service, the booked time and the other party (`name`).
   */
  appointment_evening: AppointmentNamed & WhenParams;
  appointment_soon: AppointmentNamed & WhenParams;
  /** The provider set off for, or started, the job (the client is told). */
  provider_on_way: AppointmentNamed;
  provider_started: AppointmentNamed;
  /** The start passed with the provider not on the way: the client may reschedule or cancel. */
  provider_late: AppointmentNamed & WhenParams;
  reschedule: RescheduleParams;
  /** The other party cancelled the booked time; `late` 1 inside LATE_CANCEL_HOURS (`hours`). */
  booking_cancelled: AppointmentNamed & WhenParams & { late: 0 | 1; hours: number };
};

/**
 * Rescheduling (decision 0077): the other party (`name`) proposed a new time, or accepted,
 * declined or withdrew a proposal; the time is the proposed one.
 */
type RescheduleParams = AppointmentNamed &
  WhenParams & { change: 'proposed' | 'accepted' | 'declined' | 'withdrawn' };
/** What an appointment's notices name: the other party and the service. */
type AppointmentNamed = { name: string } & ServiceNamed;

/** What a moderator hid, as its notice tells it: the reader's review or message, or a review of them. */
export type HiddenWhat = 'review' | 'message' | 'review_of_you';
const HIDDEN_KEYS = {
  review: 'notifications.text.reviewHidden',
  message: 'notifications.text.messageHidden',
  review_of_you: 'notifications.text.reviewOfYouHidden',
} as const satisfies Record<HiddenWhat, TextKey>;
const REASON_KEYS = {
  spam: 'moderation.reasons.spam',
  abuse: 'moderation.reasons.abuse',
  fraud: 'moderation.reasons.fraud',
  fake: 'moderation.reasons.fake',
  inappropriate: 'moderation.reasons.inappropriate',
  private_info: 'moderation.reasons.private_info',
  other: 'moderation.reasons.other',
} as const satisfies Record<ReportReason, TextKey>;

/** A report's or a hiding's reason in the reader's words. */
export const reasonKey = (reason: ReportReason): TextKey => REASON_KEYS[reason];

/** A notification's kind with its values, as the modules that announce something write it. */
export type NotificationContent = {
  [K in NotificationKind]: { kind: K; params: NotificationParamsOf[K] };
}[NotificationKind];

/** How the reader's language writes a text, an amount and a month. */
export type TextTools = {
  t: (key: TextKey, params?: TextParams) => string;
  /** An amount in minor units, e.g. 'Rs 1,500.00'. */
  money: (minor: number) => string;
  /** A billing month, e.g. 'March 2025'. */
  month: (year: number, month: number) => string;
  /** A calendar day given as YYYY-MM-DD, e.g. '15 Dec 2026'. */
  day: (isoDate: string) => string;
  /** A request's "when", e.g. 'Sun, 29 Nov, evening (5–9 pm)' (contracts/when-text.ts). */
  when: (when: RequestWhen) => string;
};

const KEYS = {
  message: 'notifications.text.message',
  offer: 'notifications.text.offer',
  offer_countered: 'notifications.text.offerCountered',
  offer_declined: 'notifications.text.offerDeclined',
  offer_withdrawn: 'notifications.text.offerTaken',
  offer_expiring: 'notifications.text.offerExpiring',
  offer_expired: 'notifications.text.offerExpired',
  request_expired: 'notifications.text.requestExpired',
  dispute_opened: 'notifications.text.disputeOpened',
  dispute_statement: 'notifications.text.disputeStatement',
  order_stale: 'notifications.text.orderStale',
  order_completed: 'notifications.text.orderCompleted',
  order_cancelled: 'notifications.text.orderCancelled',
  invoice_paid: 'notifications.text.invoicePaid',
  invoice_proof_rejected: 'notifications.text.invoiceProofRejected',
  invoice_issued: 'notifications.text.invoiceIssued',
  invoice_due_soon: 'notifications.text.invoiceDueSoon',
  invoice_overdue: 'notifications.text.invoiceOverdue',
  new_request: 'notifications.text.newRequest',
  provider_on_way: 'notifications.text.providerOnWay',
  provider_started: 'notifications.text.providerStarted',
} as const satisfies Partial<Record<NotificationKind, TextKey>>;

const APPOINTMENT_KEYS = {
  appointment_evening: 'notifications.text.appointmentEvening',
  appointment_soon: 'notifications.text.appointmentSoon',
  provider_late: 'notifications.text.providerLate',
} as const satisfies Partial<Record<NotificationKind, TextKey>>;

const RESCHEDULE_KEYS = {
  proposed: 'notifications.text.rescheduleProposed',
  accepted: 'notifications.text.rescheduleAccepted',
  declined: 'notifications.text.rescheduleDeclined',
  withdrawn: 'notifications.text.rescheduleWithdrawn',
} as const satisfies Record<RescheduleParams['change'], TextKey>;

const OUTCOMES = {
  cancelled: 'notifications.outcome.cancelled',
  completed: 'notifications.outcome.completed',
  adjusted: 'notifications.outcome.adjusted',
} as const satisfies Record<NotificationParamsOf['dispute_resolved']['outcome'], TextKey>;

/**
 * The text of a notification from its kind and values, in the language of `tools`; null when
 * the values do not make one (a row stored before notifications kept values: show its message).
 */
export function notificationText(
  kind: NotificationKind,
  params: NotificationParams | null | undefined,
  tools: TextTools,
): string | null {
  if (!params) return null;
  const { t } = tools;
  const str = (name: string) => (typeof params[name] === 'string' ? params[name] : undefined);
  /** A value a person wrote (a name, a service, a reason), isolated from the sentence around it. */
  const quoted = (name: string) => {
    const value = str(name);
    return value ? isolate(value) : '';
  };
  const num = (name: string) => (typeof params[name] === 'number' ? params[name] : undefined);
  const minor = num('price_minor');
  const values: TextParams = {
    name: quoted('name'),
    service: quoted('service'),
    city: quoted('city'),
    reason: quoted('reason'),
    requestId: num('request_id') ?? '',
    days: num('days') ?? '',
    price: minor === undefined ? '' : tools.money(minor),
  };
  const due = str('due');
  if (due !== undefined) values.due = tools.day(due);
  const year = num('year');
  const month = num('month');
  if (year !== undefined && month !== undefined) values.month = tools.month(year, month);
  const side = str('by');
  switch (kind) {
    case 'offer_accepted':
      return side === 'serviceproviders'
        ? t('notifications.text.offerAcceptedRequest', values)
        : t('notifications.text.offerAccepted', values);
    case 'offer_canceled':
      return side === 'clients'
        ? t('notifications.text.clientWithdrew', values)
        : t('notifications.text.offerWithdrawn', values);
    case 'dispute_opened':
    case 'dispute_statement': {
      if (!values.name) values.name = t('notifications.text.theProvider');
      // Statements folded into one notice (decision 0047) say how many.
      const count = num('count') ?? 1;
      return kind === 'dispute_statement' && count > 1
        ? t('notifications.text.disputeStatements', { ...values, count })
        : t(KEYS[kind], values);
    }
    case 'dispute_resolved': {
      const outcome = str('outcome');
      if (outcome !== 'cancelled' && outcome !== 'completed' && outcome !== 'adjusted') return null;
      values.outcome = t(OUTCOMES[outcome], values);
      return num('stale') === 1
        ? t('notifications.text.staleResolved', values)
        : t('notifications.text.disputeResolved', values);
    }
    case 'invoice_reminder': {
      if (num('days') === 0) return t('notifications.text.invoiceDueToday', values);
      const holdDays = num('hold_days');
      if (holdDays === undefined) return null;
      return t('notifications.text.invoiceOverdueDays', { ...values, holdDays });
    }
    case 'content_hidden': {
      const what = str('what') as HiddenWhat | undefined;
      const reason = str('reason_kind') as ReportReason | undefined;
      if (
        !what ||
        !Object.hasOwn(HIDDEN_KEYS, what) ||
        !reason ||
        !Object.hasOwn(REASON_KEYS, reason)
      )
        return null;
      return t(HIDDEN_KEYS[what], { reason: t(REASON_KEYS[reason]) });
    }
    case 'new_request': {
      const when = whenFromParams(params);
      return when
        ? t('notifications.text.newRequestWhen', { ...values, when: tools.when(when) })
        : t(KEYS[kind], values);
    }
    case 'appointment_evening':
    case 'appointment_soon':
    case 'provider_late': {
      const when = whenFromParams(params);
      if (!when) return null;
      return t(APPOINTMENT_KEYS[kind], { ...values, when: tools.when(when) });
    }
    case 'reschedule': {
      const when = whenFromParams(params);
      const change = str('change');
      if (!when || !change || !Object.hasOwn(RESCHEDULE_KEYS, change)) return null;
      const key = RESCHEDULE_KEYS[change as keyof typeof RESCHEDULE_KEYS];
      return t(key, { ...values, when: tools.when(when) });
    }
    case 'booking_cancelled': {
      const when = whenFromParams(params);
      if (!when) return null;
      const key =
        num('late') === 1
          ? 'notifications.text.bookingCancelledLate'
          : 'notifications.text.bookingCancelled';
      return t(key, { ...values, when: tools.when(when), hours: num('hours') ?? '' });
    }
    case 'id_check_decided': {
      if (str('decision') === 'approved') return t('notifications.text.idCheckApproved');
      const why = str('why');
      if (!isIdCheckReason(why)) return null;
      return t('notifications.text.idCheckRejected', { reason: t(ID_CHECK_REASON_KEYS[why]) });
    }
    default:
      return t(KEYS[kind], values);
  }
}
