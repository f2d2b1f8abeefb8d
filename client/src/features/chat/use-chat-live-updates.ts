import { useQueryClient } from '@tanstack/react-query';
import { chatMessage, messageHidden, offerUpdate } from '#contracts/chat';
import { chatRead } from '#contracts/chat-presence';
import { notification } from '#contracts/notifications';
import { ServerEvents } from '#contracts/socket-events';
import { orderKeys } from '#features/orders/api/orders';
import { requestKeys } from '#features/requests/api/requests';
import { useSession } from '#lib/session';
import { useSocketEvent } from '#lib/socket';
import { chatKeys } from './api/chat';
import { addMessage, applyHidden, applyOfferUpdate, applyRead, touchHead } from './api/chat-cache';

/**
 * Keeps the chat caches current from the socket: new messages and offers (counter-offers
 * included) are appended to their room and move its head to the top; an offer that is
 * accepted, declined, withdrawn, cancelled with its request, superseded or expired changes its
 * card (matched by offer id); a message a moderator hid shows as hidden.
 * The server sends these for all of the user's rooms, joined or not.
 */
export function useChatLiveUpdates(): void {
  const queryClient = useQueryClient();
  const viewer = useSession()?.userType;

  const onMessage = (payload: unknown) => {
    const parsed = chatMessage.safeParse(payload);
    if (!parsed.success) return;
    addMessage(queryClient, parsed.data);
    touchHead(queryClient, parsed.data, viewer);
  };

  useSocketEvent(ServerEvents.chatRead, (payload) => {
    const parsed = chatRead.safeParse(payload);
    if (parsed.success && viewer) applyRead(queryClient, parsed.data, viewer);
  });
  useSocketEvent(ServerEvents.receiveMessage, onMessage);
  useSocketEvent(ServerEvents.receiveRequest, onMessage);

  // A moderator hid a message: its words go; the chat's preview may have shown it.
  useSocketEvent(ServerEvents.messageHidden, (payload) => {
    const parsed = messageHidden.safeParse(payload);
    if (!parsed.success) return;
    applyHidden(queryClient, parsed.data);
    void queryClient.invalidateQueries({ queryKey: chatKeys.heads });
    void queryClient.invalidateQueries({ queryKey: chatKeys.head(parsed.data.room) });
  });

  useSocketEvent(ServerEvents.requestAccepted, (payload) => {
    const parsed = offerUpdate.safeParse(payload);
    if (!parsed.success) return;
    applyOfferUpdate(queryClient, parsed.data);
    void queryClient.invalidateQueries({ queryKey: chatKeys.heads });
    // The request is taken: it leaves the client's pending list and every provider's feed.
    void queryClient.invalidateQueries({ queryKey: chatKeys.pendingRequests });
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  });

  useSocketEvent(ServerEvents.requestCanceled, (payload) => {
    const parsed = offerUpdate.safeParse(payload);
    if (!parsed.success) return;
    const { status } = parsed.data;
    applyOfferUpdate(queryClient, parsed.data);
    // A superseded offer comes with its successor's message, which refetches the heads.
    if (status !== 'superseded') void queryClient.invalidateQueries({ queryKey: chatKeys.heads });
    if (status === 'withdrawn' || status === 'canceled' || status === 'expired') {
      // Another provider took the request, the client cancelled it, or it expired: it may
      // have left this feed and the client's pending list too.
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      void queryClient.invalidateQueries({ queryKey: chatKeys.pendingRequests });
    }
  });

  // A request with no offers can expire too: it leaves the offer form's list.
  useSocketEvent(ServerEvents.notification, (payload) => {
    const parsed = notification.safeParse(payload);
    if (parsed.success && parsed.data.kind === 'request_expired') {
      void queryClient.invalidateQueries({ queryKey: chatKeys.pendingRequests });
    }
  });
}

/** Mount once inside the signed-in layout: renders nothing. */
export function ChatLiveUpdates() {
  useChatLiveUpdates();
  return null;
}
