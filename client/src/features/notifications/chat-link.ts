import type { UserType } from '#contracts/auth';
import type { Notification } from '#contracts/notifications';
import { paths } from '#lib/paths';
import type { TextKey } from '#locales/catalog';

/** The chat page of the user's side: /Clientchat for clients, /Spchat for providers. */
export const chatPathFor = (userType: UserType) =>
  userType === 'clients' ? paths.clientChat : paths.providerChat;

/** The client's dashboard tab where expired requests are listed. */
const EXPIRED_ORDERS = `${paths.clientDashboard}?tab=cancelled`;
const BILLING = paths.providerBilling;
const FEED = paths.requests;

/** Kinds about an order (a dispute, or an accepted order left undone): they lead to the order. */
const ORDER_KINDS: ReadonlySet<Notification['kind']> = new Set([
  'dispute_opened',
  'dispute_statement',
  'dispute_resolved',
  'order_stale',
]);

/** Whether a notification leads to an order rather than to its chat. */
export const leadsToOrder = (n: Pick<Notification, 'kind' | 'room'>) =>
  n.room !== null && ORDER_KINDS.has(n.kind);

/** The user's orders page: the client's dashboard, the provider's history. */
const ordersPathFor = (userType: UserType) =>
  userType === 'clients' ? paths.clientDashboard : paths.providerHistory;

/**
 * Where a notification leads: for a dispute or a stale order, the user's orders page with that
 * chat's order in view (`?focus=room`); its room opened in the user's chat page (messages and
 * every offer kind); for a new request, the provider's feed; for a client's expired request,
 * the dashboard where it now sits; for an invoice (no room), the billing page.
 */
export function notificationLink(userType: UserType, n: Pick<Notification, 'kind' | 'room'>) {
  if (leadsToOrder(n))
    return `${ordersPathFor(userType)}?focus=${encodeURIComponent(n.room ?? '')}`;
  if (n.room !== null) return `${chatPathFor(userType)}?room=${encodeURIComponent(n.room)}`;
  if (n.kind === 'new_request') return FEED;
  if (n.kind === 'request_expired' || userType === 'clients') return EXPIRED_ORDERS;
  return BILLING;
}

/** The catalog key of the banner's link to where `notificationLink` leads. */
export function notificationLinkText(
  userType: UserType,
  n: Pick<Notification, 'kind' | 'room'>,
): TextKey {
  if (leadsToOrder(n)) return 'notifications.links.order';
  if (n.room !== null) return 'notifications.links.chat';
  const link = notificationLink(userType, n);
  if (link === FEED) return 'notifications.links.requests';
  return link === BILLING ? 'notifications.links.billing' : 'notifications.links.orders';
}

/** Whether the page at `pathname` + `search` is the user's chat with `room` open. */
export function isViewingRoom(
  userType: UserType,
  pathname: string,
  search: string,
  room: string | null,
): boolean {
  if (room === null) return false;
  const onChatPage = pathname.toLowerCase() === chatPathFor(userType).toLowerCase();
  return onChatPage && new URLSearchParams(search).get('room') === room;
}
