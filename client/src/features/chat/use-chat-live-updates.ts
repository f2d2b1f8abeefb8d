import { useQueryClient } from '@tanstack/react-query';
import { chatMessage, offerUpdate } from '../../../../contracts/chat';
import { ServerEvents } from '../../../../contracts/socket-events';
import { useSocketEvent } from '../../lib/socket';
import { requestKeys } from '../requests/api';
import { chatKeys } from './api';
import { addMessage, applyOfferUpdate, touchHead } from './chat-cache';

/**
 * Keeps the chat caches current from the socket: new messages and offers are appended to
 * their room and move its head to the top; accepted, canceled and withdrawn offers change
 * their bubble. The server sends these for all of the user's rooms, joined or not.
 */
export function useChatLiveUpdates(): void {
  const queryClient = useQueryClient();

  const onMessage = (payload: unknown) => {
    const parsed = chatMessage.safeParse(payload);
    if (!parsed.success) return;
    addMessage(queryClient, parsed.data);
    touchHead(queryClient, parsed.data);
  };
  useSocketEvent(ServerEvents.receiveMessage, onMessage);
  useSocketEvent(ServerEvents.receiveRequest, onMessage);

  useSocketEvent(ServerEvents.requestAccepted, (payload) => {
    const parsed = offerUpdate.safeParse(payload);
    if (!parsed.success) return;
    applyOfferUpdate(queryClient, parsed.data);
    void queryClient.invalidateQueries({ queryKey: chatKeys.heads });
    // The request is taken: it leaves the client's pending list and every provider's feed.
    void queryClient.invalidateQueries({ queryKey: chatKeys.pendingRequests });
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
  });

  useSocketEvent(ServerEvents.requestCanceled, (payload) => {
    const parsed = offerUpdate.safeParse(payload);
    if (!parsed.success) return;
    applyOfferUpdate(queryClient, parsed.data);
    if (parsed.data.status === 'withdrawn') {
      // Withdrawn because another provider took the request: it left this feed too.
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    }
  });
}

/** Mount once inside the signed-in layout: renders nothing. */
export function ChatLiveUpdates() {
  useChatLiveUpdates();
  return null;
}
