import type { TextKey, TextParams } from '../locales/catalog';
import type { NotificationParams, notificationKind } from './notifications';
import { isolate } from './text-rules';

export type NotificationKind = (typeof notificationKind.options)[number];
type Side = 'clients' | 'serviceproviders';

/**
 * What each kind of notification stores instead of a text (design rule 13): names as written,
 * prices in minor units, months as numbers. The text is made when it is read (the bell, in the
 * app's language) or sent (an email, in the recipient's).
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
  dispute_opened: { name: string; service: string };
  dispute_statement: { name: string; service: string };
  /** `stale`: 1 when the admin settled an order left undone (no party opened a dispute). */
  dispute_resolved: {
    service: string;
    outcome: 'cancelled' | 'completed' | 'adjusted';
    price_minor?: number;
    stale?: 1;
  };
  order_stale: { days: number };
  order_completed: { name: string; service: string };
  order_cancelled: { name: string };
  invoice_paid: { year: number; month: number };
  invoice_proof_rejected: { year: number; month: number; reason: string };
  /** A month's invoice was made (decision 0057): its amount and due day (`due`, YYYY-MM-DD). */
  invoice_issued: { year: number; month: number; price_minor: number; due: string };
  /** It is due within INVOICE_DUE_SOON_DAYS (contracts/billing.ts) and still unpaid. */
  invoice_due_soon: { year: number; month: number; price_minor: number; due: string };
  /** Its due day ended and it is still unpaid (no proof waiting either). */
  invoice_overdue: { year: number; month: number; price_minor: number; due: string };
  new_request: { service: string; city: string; request_id: number };
};

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
} as const satisfies Partial<Record<NotificationKind, TextKey>>;

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
    default:
      return t(KEYS[kind], values);
  }
}
