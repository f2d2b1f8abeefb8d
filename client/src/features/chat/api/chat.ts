import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ChatHead,
  type ChatHeadPage,
  type ChatMessage,
  chatHead,
  chatHeadPage,
  chatMessage,
  MESSAGES_PAGE_SIZE,
} from '#contracts/chat';
import { pendingRequest } from '#contracts/requests';
import { apiGet, apiSend } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

/** Every key starts with 'chat', the prefix refetched after a socket reconnect. */
export const chatKeys = {
  all: ['chat'] as const,
  heads: ['chat', 'heads'] as const,
  head: (room: string) => ['chat', 'head', room] as const,
  messages: (room: string) => ['chat', 'messages', room] as const,
  pendingRequests: ['chat', 'pendingRequests'] as const,
};

/** The messages cache of a room: page 0 is the newest page, each next page is older. */
export type MessagePages = InfiniteData<ChatMessage[], number | undefined>;

/** The cache of the chat list: its pages, most recent chats first. */
export type HeadPages = InfiniteData<ChatHeadPage>;

/**
 * Every chat of the list loaded so far, in order, each once: a chat moved to the top by a new
 * message may come again on a page read before the move.
 */
export function loadedHeads(data: HeadPages | undefined): ChatHead[] {
  const seen = new Set<string>();
  return (data?.pages.flatMap((page) => page.items) ?? []).filter(
    (head) => !seen.has(head.room) && seen.add(head.room),
  );
}

/** The signed-in user's chats, most recent first, a page at a time. */
export function useChatHeads() {
  return useInfiniteQuery({
    queryKey: chatKeys.heads,
    ...cursorPaging,
    queryFn: ({ pageParam }) => apiGet(pagePath('/chat-heads', pageParam), chatHeadPage),
  });
}

/** One chat by its room, when it is not among the pages loaded (opened from a link). */
export function useChatHead(room: string | null, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.head(room ?? ''),
    enabled: room !== null && enabled,
    retry: false,
    queryFn: () => apiGet(`/chat-heads/${encodeURIComponent(room ?? '')}`, chatHead),
  });
}

/** A room's messages, newest page first; `fetchNextPage` loads the page before the oldest. */
export function useRoomMessages(room: string | null) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(room ?? ''),
    enabled: room !== null,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({
        room: room ?? '',
        limit: String(MESSAGES_PAGE_SIZE),
      });
      if (pageParam !== undefined) params.set('before', String(pageParam));
      return await apiGet(`/getMessages?${params}`, z.array(chatMessage));
    },
    // A short page means the start of the conversation was reached.
    getNextPageParam: (page) =>
      page.length < MESSAGES_PAGE_SIZE ? undefined : page[0]?.message_id,
  });
}

/** The messages of every loaded page, oldest to newest. */
export function oldestFirst(data: { pages: ChatMessage[][] } | undefined): ChatMessage[] {
  if (!data) return [];
  return data.pages.toReversed().flat();
}

/** The signed-in client's pending requests, for the offer form's dropdown. */
export function usePendingRequests(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.pendingRequests,
    enabled,
    queryFn: () => apiSend('POST', '/getPendingRequestofClient', z.array(pendingRequest)),
  });
}
