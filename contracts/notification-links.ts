import type { EntityRef } from './domain-events';
import type { NotificationKind } from './notification-text';

/** The pages a notification may open, as the app's paths write them (client/src/lib/paths.ts). */
export const NOTIFICATION_PAGES = {
  clientChat: '/Clientchat',
  providerChat: '/Spchat',
  clientOrders: '/ClientDashBoard',
  providerOrders: '/SpHistory',
  feed: '/Requests',
  billing: '/SpBilling',
  providerProfile: '/SpProfile',
} as const;

/** The orders page's address parameter naming the order to open, by id. */
export const ORDER_PARAM = 'order';
/** The older form: the chat of the order (notifications stored before they named a target). */
export const LEGACY_FOCUS_PARAM = 'focus';

/** Kinds about an order whose older rows name only its chat. */
const LEGACY_ORDER_KINDS: ReadonlySet<NotificationKind> = new Set([
  'dispute_opened',
  'dispute_statement',
  'dispute_resolved',
  'order_stale',
]);

type Linked = { kind: NotificationKind; room: string | null; target: EntityRef | null };

/** Whether a notification opens an order (rather than a chat, the feed or billing). */
export const opensOrder = (n: Linked) =>
  n.target?.entity === 'order' ||
  (n.target === null && n.room !== null && LEGACY_ORDER_KINDS.has(n.kind));

/** The orders page opened on one order, for the order's `role` side. */
export function orderPath(role: 'clients' | 'serviceproviders', requestId: number): string {
  const orders =
    role === 'clients' ? NOTIFICATION_PAGES.clientOrders : NOTIFICATION_PAGES.providerOrders;
  return `${orders}?${ORDER_PARAM}=${requestId}`;
}

/**
 * The page a notification opens, for the bell and for emails alike: the order by id; the chat
 * it happened in (messages and offers); the provider's feed for a new request; the client's
 * expired requests; billing for an invoice.
 */
export function notificationPath(role: 'clients' | 'serviceproviders', n: Linked): string {
  const client = role === 'clients';
  const orders = client ? NOTIFICATION_PAGES.clientOrders : NOTIFICATION_PAGES.providerOrders;
  if (n.target?.entity === 'order') return orderPath(role, n.target.id);
  if (opensOrder(n)) return `${orders}?${LEGACY_FOCUS_PARAM}=${encodeURIComponent(n.room ?? '')}`;
  if (n.room !== null) {
    const chat = client ? NOTIFICATION_PAGES.clientChat : NOTIFICATION_PAGES.providerChat;
    return `${chat}?room=${encodeURIComponent(n.room)}`;
  }
  if (n.kind === 'id_check_decided') return NOTIFICATION_PAGES.providerProfile;
  if (n.kind === 'new_request') return NOTIFICATION_PAGES.feed;
  if (n.kind === 'request_expired' || client)
    return `${NOTIFICATION_PAGES.clientOrders}?tab=cancelled`;
  return NOTIFICATION_PAGES.billing;
}
