import type { UserType } from '../../../../contracts/auth';

/** The chat page of the user's side: /Clientchat for clients, /Spchat for providers. */
export const chatPathFor = (userType: UserType) =>
  userType === 'clients' ? '/Clientchat' : '/Spchat';

/**
 * Where a notification leads: its room opened in the user's chat page, or the billing page
 * for a notification about an invoice (no room).
 */
export const chatLink = (userType: UserType, room: string | null) =>
  room === null ? '/SpBilling' : `${chatPathFor(userType)}?room=${encodeURIComponent(room)}`;

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
