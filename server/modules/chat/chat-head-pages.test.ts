import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp } from '../../test/factories';
import {
  fileRequest,
  LEAK_REPAIR,
  newClient,
  newProvider,
  openChat,
  type User,
} from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
});
afterAll(() => t.close());

/** Every page of `path` (a cursor list), following the cursors to the end. */
async function walk(user: User, path: string, key: (item: never) => string | number) {
  const keys: (string | number)[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = `${path}?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await get(t, url, user.token);
    expect(res.statusCode).toBe(200);
    keys.push(...res.json().items.map(key));
    cursor = res.json().nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 20);
  return keys;
}

describe('GET /api/chat-heads and /api/requests/pending', () => {
  it("page a client's chats and pending requests, each once, as the spec's doors list them", async () => {
    const client = await newClient(t);
    const requests: number[] = [];
    for (let i = 0; i < 3; i++) {
      const requestId = await fileRequest(t, client);
      requests.push(requestId);
      await openChat(t, await newProvider(t), client, requestId);
    }
    const rooms = await walk(client, '/api/chat-heads', (h: { room: string }) => h.room);
    expect(rooms).toHaveLength(3);
    const spec = (await get(t, '/api/getChatHeads', client.token)).json();
    expect(spec.map((h: { room: string }) => h.room)).toEqual(rooms);

    const pending = await walk(
      client,
      '/api/requests/pending',
      (r: { request_id: number }) => r.request_id,
    );
    expect(pending).toEqual([...requests].reverse());
  });
});

describe('GET /api/chat-heads/:room', () => {
  it('answers one chat to either party, 403 to another client or provider, 404 for a chat that does not exist, 400 for a malformed room', async () => {
    const client = await newClient(t);
    const provider = await newProvider(t);
    const room = await openChat(t, provider, client, await fileRequest(t, client));
    for (const party of [client, provider]) {
      const res = await get(t, `/api/chat-heads/${room}`, party.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ room, client_id: client.id, sp_id: provider.id });
    }
    const unknown = `room_${client.id}_${provider.id + 100000}`;
    for (const stranger of [await newClient(t), await newProvider(t)]) {
      expect((await get(t, `/api/chat-heads/${room}`, stranger.token)).statusCode).toBe(403);
      // Refused before anything is read: a stranger learns nothing of which chats exist.
      expect((await get(t, `/api/chat-heads/${unknown}`, stranger.token)).statusCode).toBe(403);
    }
    expect((await get(t, `/api/chat-heads/${unknown}`, client.token)).statusCode).toBe(404);
    expect((await get(t, '/api/chat-heads/room_abc', client.token)).statusCode).toBe(400);
  });
});

describe('GET /api/chat-heads while chats move', () => {
  it('does not list again, further down, a chat that moved to the top after its page was read', async () => {
    const client = await newClient(t);
    for (let i = 0; i < 4; i++) {
      await openChat(t, await newProvider(t), client, await fileRequest(t, client));
    }
    const first = (await get(t, '/api/chat-heads?limit=2', client.token)).json();
    const firstRooms = first.items.map((h: { room: string }) => h.room);
    // A message in the last chat of the first page moves it to the top of the list.
    const moved = await post(
      t,
      '/api/saveMessage',
      { room: firstRooms[1], message_text: 'still there?' },
      client.token,
    );
    expect(moved.statusCode).toBe(200);
    const next = (
      await get(t, `/api/chat-heads?limit=2&cursor=${first.nextCursor}`, client.token)
    ).json();
    const nextRooms = next.items.map((h: { room: string }) => h.room);
    expect(nextRooms).toHaveLength(2);
    expect(nextRooms.filter((room: string) => firstRooms.includes(room))).toEqual([]);
    expect(next.nextCursor).toBeNull();
  });
});

describe("a chat head's email", () => {
  it("is the caller's own address on every door, never the other party's", async () => {
    const [client, provider] = [await signUp(t, 'client'), await signUp(t, 'provider')];
    await post(
      t,
      '/api/service-provider/preferences',
      { services: [{ serviceId: LEAK_REPAIR, available: true }] },
      provider.token,
    );
    const asClient = { token: client.token, id: client.user_ID };
    const asProvider = { token: provider.token, id: provider.user_ID };
    const room = await openChat(t, asProvider, asClient, await fileRequest(t, asClient));
    for (const [party, own, other] of [
      [client, client.email, provider.email],
      [provider, provider.email, client.email],
    ] as const) {
      const answers = [
        (await get(t, '/api/getChatHeads', party.token)).json()[0],
        (await get(t, '/api/chat-heads', party.token)).json().items[0],
        (await get(t, `/api/chat-heads/${room}`, party.token)).json(),
      ];
      for (const head of answers) {
        expect(head.email).toBe(own);
        expect(JSON.stringify(head)).not.toContain(other);
      }
    }
  });
});
