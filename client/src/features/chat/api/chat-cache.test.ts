import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import type { ChatHead, ChatMessage } from '#contracts/chat';
import type { OfferStatus } from '#contracts/offers';
import { chatKeys, type HeadPages, type MessagePages } from './chat';
import { addMessage, applyHidden, applyOfferUpdate, touchHead } from './chat-cache';

const room = 'room_7_9';

function offerMessage(status: OfferStatus): ChatMessage {
  return {
    message_id: 40,
    room,
    sender_id: 7,
    receiver_id: 9,
    sender_type: 'clients',
    receiver_type: 'serviceproviders',
    message_text: 'Service request for Rs 3,000.00',
    created_at: 1,
    type: 'service_request',
    request_id: 3,
    offer_id: 12,
    status,
    price: 3000,
    expires_at: null,
    service_name: 'Leak Repair',
    description: 'Ceiling fan wobbles',
    address: 'Garden Town',
    slot: null,
    scope: null,
    changed: null,
    said: { kind: 'offer.made', params: { price_minor: 300_000 } },
    attachment: null,
  };
}

/**
 * A room's messages as the server holds them, behind a query the way the chat page mounts it.
 * `holdNextFetch` makes the next fetch read the server now but answer only when released:
 * the fetch a reconnect starts just before a live event.
 */
function roomOnServer() {
  const server = { status: 'pending' as OfferStatus, extra: [] as ChatMessage[] };
  let hold: Promise<void> | null = null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new InfiniteQueryObserver(queryClient, {
    queryKey: chatKeys.messages(room),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: () => undefined,
    queryFn: async () => {
      const page = [offerMessage(server.status), ...server.extra];
      const wait = hold;
      hold = null;
      if (wait) await wait;
      return page;
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const cached = () => queryClient.getQueryData<MessagePages>(chatKeys.messages(room));
  return {
    server,
    queryClient,
    cached,
    unsubscribe,
    holdNextFetch() {
      const release: { open?: () => void } = {};
      hold = new Promise<void>((resolve) => {
        release.open = resolve;
      });
      return () => release.open?.();
    },
    async settled() {
      while (queryClient.isFetching() > 0) await new Promise((r) => setTimeout(r, 5));
    },
  };
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

test('a declined offer stays declined when a fetch started before the event lands after it', async () => {
  const chat = roomOnServer();
  cleanup = chat.unsubscribe;
  await chat.settled();
  expect(chat.cached()?.pages[0]?.[0]?.status).toBe('pending');

  const release = chat.holdNextFetch();
  void chat.queryClient.invalidateQueries({ queryKey: chatKeys.all });
  chat.server.status = 'declined';
  applyOfferUpdate(chat.queryClient, {
    offer_id: 12,
    request_id: 3,
    room,
    message_id: 40,
    slot: null,
    status: 'declined',
    price: 3000,
    sp_id: 9,
    client_id: 7,
  });
  release();
  await chat.settled();

  expect(chat.cached()?.pages[0]?.[0]?.status).toBe('declined');
});

test('a live message stays in the chat when a fetch started before it lands after it', async () => {
  const chat = roomOnServer();
  cleanup = chat.unsubscribe;
  await chat.settled();

  const release = chat.holdNextFetch();
  void chat.queryClient.invalidateQueries({ queryKey: chatKeys.all });
  const text: ChatMessage = {
    ...offerMessage('pending'),
    message_id: 41,
    type: 'text',
    message_text: 'Can you come at noon?',
    request_id: null,
    offer_id: null,
    status: null,
    price: null,
  };
  chat.server.extra.push(text);
  addMessage(chat.queryClient, text);
  release();
  await chat.settled();

  expect(chat.cached()?.pages[0]?.map((m) => m.message_id)).toEqual([40, 41]);
});

test('a text message moves its chat to the top of the list with its text, from whichever page it was on', () => {
  const queryClient = new QueryClient();
  const head = (room: string): ChatHead => ({
    room,
    client_id: 7,
    sp_id: 9,
    client_name: 'Ayesha',
    sp_name: 'Omar Khan',
    email: 'ayesha@example.com',
    lastmsg: 'Accepted the service request',
    lastmsg_said: { kind: 'offer.accepted', params: {} },
    unread: 0,
    other_read_id: 0,
    updated_at: 1,
    sp_image: null,
  });
  queryClient.setQueryData<HeadPages>(chatKeys.heads, {
    pages: [
      { items: [head('room_1_2'), head('room_3_4')], nextCursor: 'room_3_4' },
      { items: [head(room)], nextCursor: null },
    ],
    pageParams: [undefined, 'room_3_4'],
  });
  touchHead(queryClient, {
    ...offerMessage('pending'),
    type: 'text',
    message_text: 'On my way',
    created_at: 50,
    request_id: null,
    offer_id: null,
    status: null,
    price: null,
    said: null,
  });
  const pages = queryClient.getQueryData<HeadPages>(chatKeys.heads)?.pages ?? [];
  expect(pages.map((page) => page.items.map((h) => h.room))).toEqual([
    [room, 'room_1_2', 'room_3_4'],
    [],
  ]);
  // The typed text replaces the head's worded preview, kind and all.
  expect(pages[0]?.items[0]).toMatchObject({
    lastmsg: 'On my way',
    lastmsg_said: null,
    updated_at: 50,
  });
});

test('a message a moderator hid loses its words in the open chat and reads as hidden, the others unchanged', async () => {
  const chat = roomOnServer();
  cleanup = chat.unsubscribe;
  const typed: ChatMessage = {
    ...offerMessage('pending'),
    message_id: 41,
    type: 'text',
    message_text: 'Pay me outside the app',
    request_id: null,
    offer_id: null,
    status: null,
    price: null,
    said: null,
  };
  await chat.settled();
  addMessage(chat.queryClient, typed);

  applyHidden(chat.queryClient, { room, message_id: 41 });

  const [offer, hidden] = chat.cached()?.pages[0] ?? [];
  expect(hidden).toMatchObject({
    message_id: 41,
    message_text: '',
    said: { kind: 'message.hidden', params: {} },
  });
  expect(offer).toEqual(offerMessage('pending'));
});

test('a voice note moves its chat to the top with "Voice note" as its preview kind', () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData<HeadPages>(chatKeys.heads, {
    pages: [
      {
        items: [
          {
            room,
            client_id: 7,
            sp_id: 9,
            client_name: 'Ayesha',
            sp_name: 'Omar Khan',
            email: 'ayesha@example.com',
            lastmsg: 'On my way',
            lastmsg_said: null,
            unread: 0,
            other_read_id: 0,
            updated_at: 1,
            sp_image: null,
          },
        ],
        nextCursor: null,
      },
    ],
    pageParams: [undefined],
  });
  touchHead(queryClient, {
    ...offerMessage('pending'),
    type: 'text',
    message_text: '',
    created_at: 60,
    request_id: null,
    offer_id: null,
    status: null,
    price: null,
    said: null,
    attachment: {
      attachment_id: 3,
      kind: 'voice',
      url: '/api/chat-attachments/3',
      thumb_url: null,
      width: null,
      height: null,
      duration_ms: 2000,
    },
  });
  const first = queryClient.getQueryData<HeadPages>(chatKeys.heads)?.pages[0]?.items[0];
  expect(first).toMatchObject({
    lastmsg_said: { kind: 'message.voice', params: {} },
    updated_at: 60,
  });
});
