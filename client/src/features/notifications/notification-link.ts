import type { UserType } from '#contracts/auth';
import { NOTIFICATION_PAGES, notificationPath, opensOrder } from '#contracts/notification-links';
import type { Notification } from '#contracts/notifications';
import { paths } from '#lib/paths';
import type { TextKey } from '#locales/catalog';

// The pages contracts/notification-links.ts writes out are the app's own (a type check).
({
  clientChat: paths.clientChat,
  providerChat: paths.providerChat,
  clientOrders: paths.clientDashboard,
  providerOrders: paths.providerHistory,
  feed: paths.requests,
  providerProfile: paths.providerProfile,
  billing: paths.providerBilling,
}) satisfies typeof NOTIFICATION_PAGES;

type Linked = Pick<Notification, 'kind' | 'room' | 'target'>;

/** The chat page of the user's side: /Clientchat for clients, /Spchat for providers. */
const chatPathFor = (userType: UserType) =>
  userType === 'clients' ? paths.clientChat : paths.providerChat;

/** Whether a notification leads to an order rather than to its chat. */
export const leadsToOrder = (n: Linked) => opensOrder(n);

/**
 * Where a notification leads (the same page its email opens): the order by id; its chat
 * (messages and every offer kind); the provider's feed for a new request; the client's
 * expired requests; billing for an invoice.
 */
export const notificationLink = (userType: UserType, n: Linked) => notificationPath(userType, n);

/** The catalog key of the banner's link to where `notificationLink` leads. */
export function notificationLinkText(userType: UserType, n: Linked): TextKey {
  if (opensOrder(n)) return 'notifications.links.order';
  if (n.room !== null) return 'notifications.links.chat';
  const link = notificationLink(userType, n);
  if (link === NOTIFICATION_PAGES.feed) return 'notifications.links.requests';
  if (link === NOTIFICATION_PAGES.providerProfile) return 'notifications.links.profile';
  return link === NOTIFICATION_PAGES.billing
    ? 'notifications.links.billing'
    : 'notifications.links.orders';
}

/**
 * What the page at `pathname` + `search` already shows of a chat's news: `room` when that
 * chat is open; `list` when the chat page shows only its list, which counts each chat's
 * unread messages as they arrive; null elsewhere, and for news that leads to an order.
 */
export function chatNewsShown(
  userType: UserType,
  pathname: string,
  search: string,
  n: Linked,
): 'room' | 'list' | null {
  if (n.room === null || leadsToOrder(n)) return null;
  if (pathname.toLowerCase() !== chatPathFor(userType).toLowerCase()) return null;
  const open = new URLSearchParams(search).get('room');
  if (open === n.room) return 'room';
  return open === null ? 'list' : null;
}
