import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, send } from '../../test/factories';
import { fileRequest, newClient, newProvider, openChat, type User } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let client: User;
let sp: User;
let room: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  client = await newClient(t);
  sp = await newProvider(t);
  room = await openChat(t, sp, client, await fileRequest(t, client));
});
afterAll(() => t.close());

const say = (user: User, text: string, extra: Record<string, unknown> = {}) =>
  post(t, '/api/saveMessage', { room, message_text: text, ...extra }, user.token);

describe('messages', () => {
  it('saves a message from either party, with identity from the token', async () => {
    const res = await say(client, 'Hello, can you come today?', {
      sender_id: sp.id,
      sender_type: 'serviceproviders',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      room,
      sender_id: client.id,
      sender_type: 'clients',
      receiver_id: sp.id,
      receiver_type: 'serviceproviders',
      message_text: 'Hello, can you come today?',
      type: 'text',
    });
    expect((await say(sp, 'Yes, after 3 pm.')).statusCode).toBe(200);
  });

  it('refuses blank and oversized messages, and bad room names', async () => {
    expect((await say(client, '   ')).statusCode).toBe(400);
    expect((await say(client, 'x'.repeat(2001))).statusCode).toBe(400);
    const bad = await post(
      t,
      '/api/saveMessage',
      { room: 'room_1', message_text: 'hi' },
      client.token,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('keeps third users out of reading and writing a room', async () => {
    const stranger = await newClient(t);
    const otherSp = await newProvider(t);
    for (const user of [stranger, otherSp]) {
      expect((await get(t, `/api/getMessages?room=${room}`, user.token)).statusCode).toBe(403);
      expect((await say(user, 'let me in')).statusCode).toBe(403);
    }
    expect((await get(t, `/api/getMessages?room=${room}`)).statusCode).toBe(401);
  });

  it('pages history: the newest page first, each page oldest to newest', async () => {
    for (let i = 1; i <= 5; i++) await say(client, `page message ${i}`);
    const latest = await get(t, `/api/getMessages?room=${room}&limit=3`, sp.token);
    const texts = latest.json().map((m: { message_text: string }) => m.message_text);
    expect(texts).toEqual(['page message 3', 'page message 4', 'page message 5']);
    const before = latest.json()[0].message_id;
    const earlier = await get(
      t,
      `/api/getMessages?room=${room}&limit=3&before=${before}`,
      sp.token,
    );
    expect(earlier.json().at(-1).message_text).toBe('page message 2');
  });

  it('keeps the chat head up to date for both parties, and no one else', async () => {
    await say(sp, 'See you at 3');
    for (const user of [client, sp]) {
      const heads = (await get(t, '/api/getChatHeads', user.token)).json();
      expect(heads).toEqual([expect.objectContaining({ room, lastmsg: 'See you at 3' })]);
    }
    const clientHead = (await get(t, '/api/getChatHeads', client.token)).json()[0];
    expect(clientHead.sp_name).toBe('Bilal Raza');
    const stranger = await newClient(t);
    const theirs = await get(
      t,
      `/api/getChatHeads?user_id=${client.id}&user_type=clients`,
      stranger.token,
    );
    expect(theirs.json()).toEqual([]);
  });
});

describe('notifications', () => {
  it('stores one for the other party per message, counts unread, and marks them read', async () => {
    const before = (await get(t, '/api/notifications', sp.token)).json();
    await say(client, 'Are you there?');
    const after = (await get(t, '/api/notifications', sp.token)).json();
    expect(after.unread).toBe(before.unread + 1);
    expect(after.notifications[0]).toMatchObject({
      kind: 'message',
      room,
      client_id: client.id,
      sp_id: sp.id,
      read: false,
    });

    const id = after.notifications[0].notification_id;
    const stranger = await newProvider(t);
    expect((await send(t, 'PUT', `/api/notifications/${id}/read`, stranger.token)).statusCode).toBe(
      404,
    );
    const read = await send(t, 'PUT', `/api/notifications/${id}/read`, sp.token);
    expect(read.json().unread).toBe(after.unread - 1);
    const all = await send(t, 'PUT', '/api/notifications/read', sp.token, { room });
    const unreadHere = all
      .json()
      .notifications.filter(
        (n: { room: string | null; read: boolean }) => n.room === room && !n.read,
      );
    expect(unreadHere).toEqual([]);
    // What is left unread is about other things (the new requests in its feed).
    expect(all.json().unread).toBe(
      all.json().notifications.filter((n: { read: boolean }) => !n.read).length,
    );
  });
});

describe('flooding', () => {
  it('brakes a user past 30 messages in 10 seconds, with 429 and Retry-After', async () => {
    const c = await newClient(t);
    const p = await newProvider(t);
    const r = await openChat(t, p, c, await fileRequest(t, c));
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await post(t, '/api/saveMessage', { room: r, message_text: `m${i}` }, c.token);
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    // The other party is not braked by it.
    expect(
      (await post(t, '/api/saveMessage', { room: r, message_text: 'ok' }, p.token)).statusCode,
    ).toBe(200);
  });
});
