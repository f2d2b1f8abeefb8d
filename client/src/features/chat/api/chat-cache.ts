import type { QueryClient } from '@tanstack/react-query';
import type { UserType } from '#contracts/auth';
import type { ChatHead, ChatMessage, MessageHidden, OfferUpdate } from '#contracts/chat';
import type { ChatRead } from '#contracts/chat-presence';
import { HIDDEN_MESSAGE } from '#contracts/chat-text';
import { refetchIfInFlight } from '#lib/live-cache';
import { chatKeys, type HeadPages, loadedHeads, type MessagePages } from './chat';

type Change = (m: ChatMessage) => ChatMessage;

/** Applies `change` to every cached message of `room`. */
function mapMessages(queryClient: QueryClient, room: string, change: Change): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(room), (data) => {
    if (!data) return data;
    return { ...data, pages: data.pages.map((page) => page.map(change)) };
  });
  refetchIfInFlight(queryClient, chatKeys.messages(room));
}

/**
 * Adds a message to its room's cached pages (the newest page), unless it is there already:
 * the sender gets it twice, from the answer and from the broadcast. A new pending offer
 * replaces the chat's pending offer on the same request (one pending offer per request and
 * chat), so that one shows as superseded at once, before the server's own event arrives.
 */
export function addMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(message.room), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.some((m) => m.message_id === message.message_id));
    if (known) return data;
    const replaces = (m: ChatMessage) =>
      message.type === 'service_request' &&
      message.status === 'pending' &&
      m.type === 'service_request' &&
      m.status === 'pending' &&
      m.request_id === message.request_id &&
      m.message_id < message.message_id;
    const pages = data.pages.map((page) =>
      page.map((m): ChatMessage => (replaces(m) ? { ...m, status: 'superseded' } : m)),
    );
    const [newest = [], ...older] = pages;
    const merged = [...newest, message].sort((a, b) => a.message_id - b.message_id);
    return { ...data, pages: [merged, ...older] };
  });
  refetchIfInFlight(queryClient, chatKeys.messages(message.room));
}

/** Shows an offer's new status (accepted, declined, withdrawn, superseded, expired) on its card. */
export function applyOfferUpdate(queryClient: QueryClient, update: OfferUpdate): void {
  mapMessages(queryClient, update.room, (m) =>
    m.offer_id === update.offer_id || (m.offer_id === null && m.message_id === update.message_id)
      ? { ...m, status: update.status }
      : m,
  );
}

/**
 * A moderator hid a message (decision 0067): it reads as it does after a reload, the
 * placeholder and no words.
 */
export function applyHidden(queryClient: QueryClient, hidden: MessageHidden): void {
  mapMessages(queryClient, hidden.room, (m) =>
    m.message_id === hidden.message_id ? { ...m, message_text: '', said: HIDDEN_MESSAGE } : m,
  );
}

/** Applies `change` to a room's head wherever it is cached (the list, or the one head read). */
function mapHead(queryClient: QueryClient, room: string, change: (h: ChatHead) => ChatHead) {
  queryClient.setQueryData<HeadPages>(chatKeys.heads, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.map((h) => (h.room === room ? change(h) : h)),
    }));
    return { ...data, pages };
  });
  queryClient.setQueryData<ChatHead>(chatKeys.head(room), (head) => head && change(head));
}

/**
 * Someone read a chat: the viewer (here or in another tab), so it has nothing unread there;
 * or the other party, so the viewer's messages up to that one show as seen.
 */
export function applyRead(queryClient: QueryClient, read: ChatRead, viewer: UserType): void {
  mapHead(queryClient, read.room, (h) =>
    read.reader === viewer
      ? { ...h, unread: 0 }
      : { ...h, other_read_id: Math.max(h.other_read_id, read.last_read_id) },
  );
}

/**
 * Moves a room's head to the top of the chat list with its new last message (one more unread
 * when the other party wrote it). Offers and status changes get their preview text from the
 * server, so those (and rooms not loaded) refetch it.
 */
export function touchHead(queryClient: QueryClient, message: ChatMessage, viewer?: UserType): void {
  const data = queryClient.getQueryData<HeadPages>(chatKeys.heads);
  const head = loadedHeads(data).find((h) => h.room === message.room);
  if (!data || !head || message.type !== 'text') {
    void queryClient.invalidateQueries({ queryKey: chatKeys.heads });
    return;
  }
  const fromOther = viewer !== undefined && message.sender_type !== viewer;
  const updated: ChatHead = {
    ...head,
    lastmsg: message.message_text,
    // A photo or voice note: "Photo"/"Voice note" in the app's language, as the server says it.
    lastmsg_said: message.attachment
      ? {
          kind: message.attachment.kind === 'photo' ? 'message.photo' : 'message.voice',
          params: {},
        }
      : null,
    updated_at: Math.max(head.updated_at, message.created_at),
    unread: fromOther ? head.unread + 1 : head.unread,
  };
  const pages = data.pages.map((page, i) => {
    const items = page.items.filter((h) => h.room !== message.room);
    return { ...page, items: i === 0 ? [updated, ...items] : items };
  });
  queryClient.setQueryData<HeadPages>(chatKeys.heads, { ...data, pages });
  refetchIfInFlight(queryClient, chatKeys.heads);
}
