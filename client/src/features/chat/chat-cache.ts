import type { QueryClient } from '@tanstack/react-query';
import type { ChatHead, ChatMessage, OfferUpdate } from '../../../../contracts/chat';
import { chatKeys, type MessagePages } from './api';

/**
 * Adds a message to its room's cached pages (the newest page), unless it is there already:
 * the sender gets it twice, from the ack and from the broadcast.
 */
export function addMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(message.room), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.some((m) => m.message_id === message.message_id));
    if (known) return data;
    const [newest = [], ...older] = data.pages;
    const merged = [...newest, message].sort((a, b) => a.message_id - b.message_id);
    return { ...data, pages: [merged, ...older] };
  });
}

/** Shows an offer's new status (accepted, canceled, withdrawn) on its bubble. */
export function applyOfferUpdate(queryClient: QueryClient, update: OfferUpdate): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(update.room), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.map((m) => (m.message_id === update.message_id ? { ...m, status: update.status } : m)),
      ),
    };
  });
}

/**
 * Moves a room's head to the top with its new last message. Offers and status changes get
 * their preview text from the server, so those (and unknown rooms) refetch the heads.
 */
export function touchHead(queryClient: QueryClient, message: ChatMessage): void {
  const heads = queryClient.getQueryData<ChatHead[]>(chatKeys.heads);
  const head = heads?.find((h) => h.room === message.room);
  if (!heads || !head || message.type !== 'text') {
    void queryClient.invalidateQueries({ queryKey: chatKeys.heads });
    return;
  }
  const updated: ChatHead = {
    ...head,
    lastmsg: message.message_text,
    updated_at: Math.max(head.updated_at, message.created_at),
  };
  queryClient.setQueryData<ChatHead[]>(chatKeys.heads, [
    updated,
    ...heads.filter((h) => h.room !== message.room),
  ]);
}
