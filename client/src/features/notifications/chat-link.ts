import type { UserType } from '../../../../contracts/auth';
import type { Notification } from '../../../../contracts/notifications';

/** The chat page of the user's side: /Clientchat for clients, /Spchat for providers. */
export const chatPathFor = (userType: UserType) =>
  userType === 'clients' ? '/Clientchat' : '/Spchat';

/** The client's dashboard tab where expired requests are listed. */
const EXPIRED_ORDERS = '/ClientDashBoard?tab=cancelled';
const BILLING = '/SpBilling';

/**
 * Where a notification leads: its room opened in the user's chat page (messages and every
 * offer kind); for a client's expired request, the dashboard where it now sits; for an
 * invoice (no room), the billing page.
 */
export function notificationLink(userType: UserType, n: Pick<Notification, 'kind' | 'room'>) {
  if (n.room !== null) return `${chatPathFor(userType)}?room=${encodeURIComponent(n.room)}`;
  if (n.kind === 'request_expired' || userType === 'clients') return EXPIRED_ORDERS;
  return BILLING;
}

/** The words of the banner's link to where `notificationLink` leads. */
export function notificationLinkText(userType: UserType, n: Pick<Notification, 'kind' | 'room'>) {
  if (n.room !== null) return 'Open chat';
  return notificationLink(userType, n) === BILLING ? 'Open billing' : 'Open orders';
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
