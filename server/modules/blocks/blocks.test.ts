import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomOf } from '#contracts/chat';
import type { Ack } from '#contracts/socket-events';
import { textOf } from '../../lib/i18n';
import { adminEnv, get, post, send } from '../../test/factories';
import {
  DRAIN_CLEANING,
  fileRequest,
  KARACHI,
  newClient,
  newProvider,
  openChat,
  requestForm,
  sendOffer,
  type User,
} from '../../test/marketplace';
import { socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
const { open, closeAll } = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, CHAT_WRITES_PER_10S: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const block = (by: User, other: number) => post(t, '/api/blocks', { user_id: other }, by.token);
const unblock = (by: User, other: number) => send(t, 'DELETE', `/api/blocks/${other}`, by.token);
const say = (by: User, room: string, text: string) =>
  post(t, '/api/saveMessage', { room, message_text: text }, by.token);
const emit = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<Record<string, unknown>>>;
const codeOf = (res: { statusCode: number; json: () => { error?: { code: string } } }) => [
  res.statusCode,
  res.json().error?.code,
];

/** A client and a provider who chat about a request of the client's. */
async function chatting() {
  const client = await newClient(t);
  const sp = await newProvider(t);
  const requestId = await fileRequest(t, client);
  const room = await openChat(t, sp, client, requestId);
  return { client, sp, requestId, room };
}

describe('blocks', () => {
  it('a blocked pair can send no messages and no offers, either way, through REST or socket', async () => {
    const { client, sp, requestId, room } = await chatting();
    expect((await say(client, room, 'Before the block')).statusCode).toBe(200);

    const blocked = await block(client, sp.id);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ user_id: sp.id, i_blocked: true, blocked_me: false });
    expect((await get(t, `/api/blocks/${client.id}`, sp.token)).json()).toEqual({
      user_id: client.id,
      i_blocked: false,
      blocked_me: true,
    });

    expect(codeOf(await say(client, room, 'From the blocker'))).toEqual([403, 'block.blocked']);
    const refused = await say(sp, room, 'From the blocked');
    expect(codeOf(refused)).toEqual([403, 'block.blocked']);
    expect(refused.json().error.message).toBe(
      'You cannot do this: one of you has blocked the other.',
    );
    expect(codeOf(await sendOffer(t, client, room, requestId, 1500))).toEqual([
      403,
      'block.blocked',
    ]);

    const ps = await open(sp.token);
    const ack = await emit(ps, 'sp_send_message', { room, message_text: 'Over the socket' });
    expect(ack).toMatchObject({ ok: false, error: { code: 'block.blocked' } });
    const cs = await open(client.token);
    const offer = await emit(cs, 'service_request', { room, request_id: requestId, price: 900 });
    expect(offer).toMatchObject({ ok: false, error: { code: 'block.blocked' } });

    const messages = await t.db
      .selectFrom('chat_messages')
      .select('message_text')
      .where('room', '=', room)
      .execute();
    expect(messages.map((m) => m.message_text)).toEqual(['Before the block']);
  });

  it('names the refusal by a catalog key, so the app words it in English or Urdu', async () => {
    const { client, sp, room } = await chatting();
    await block(sp, client.id);
    const { error } = (await say(client, room, 'Salam')).json();
    expect(error.key).toBe('errors.codes.block.blocked');
    expect(textOf('ur', error.key)).toBe(
      'آپ یہ نہیں کر سکتے: آپ میں سے ایک نے دوسرے کو بلاک کیا ہوا ہے۔',
    );
  });

  it('a provider cannot open a new chat with a client who blocked it', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    await block(client, sp.id);
    const res = await post(
      t,
      '/api/createORupdateChatHead',
      { client_id: client.id, request_id: requestId },
      sp.token,
    );
    expect(codeOf(res)).toEqual([403, 'block.blocked']);
    const heads = await t.db
      .selectFrom('chat_heads')
      .select('room')
      .where('room', '=', roomOf(client.id, sp.id))
      .execute();
    expect(heads).toEqual([]);
  });

  it('a client cannot send a direct request to a provider either of them blocked', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t, [DRAIN_CLEANING], KARACHI);
    const direct = () =>
      post(
        t,
        '/api/servicerequestform',
        requestForm({ city_id: KARACHI, service_id: DRAIN_CLEANING, direct_provider_id: sp.id }),
        client.token,
      );
    await block(sp, client.id);
    expect(codeOf(await direct())).toEqual([403, 'block.blocked']);
    await unblock(sp, client.id);
    expect((await direct()).statusCode).toBe(200);
  });

  it('unblocking restores messages and offers', async () => {
    const { client, sp, requestId, room } = await chatting();
    await block(sp, client.id);
    expect((await say(client, room, 'Blocked')).statusCode).toBe(403);
    const res = await unblock(sp, client.id);
    expect(res.json()).toEqual({ user_id: client.id, i_blocked: false, blocked_me: false });
    expect((await say(client, room, 'Hello again')).statusCode).toBe(200);
    expect((await say(sp, room, 'Welcome back')).statusCode).toBe(200);
    expect((await sendOffer(t, client, room, requestId, 1500)).statusCode).toBe(200);
  });

  it('lists whom the caller blocked, paged, with their names', async () => {
    const me = await newClient(t);
    const a = await newProvider(t);
    const b = await newProvider(t);
    await block(me, a.id);
    await block(me, b.id);
    await block(me, b.id); // the same block again
    const first = (await get(t, '/api/blocks?limit=1', me.token)).json();
    expect(first.items).toEqual([
      {
        user_id: b.id,
        role: 'serviceproviders',
        name: expect.any(String),
        blocked_at: expect.any(Number),
      },
    ]);
    const second = (
      await get(t, `/api/blocks?limit=1&cursor=${first.nextCursor}`, me.token)
    ).json();
    expect(second).toEqual({
      items: [expect.objectContaining({ user_id: a.id })],
      nextCursor: null,
    });
  });

  it('refuses blocking oneself (400), an unknown person (404), bad input (400), and unblocking no block (404)', async () => {
    const me = await newClient(t);
    expect(codeOf(await block(me, me.id))).toEqual([400, 'block.self']);
    expect((await block(me, 999_999)).statusCode).toBe(404);
    expect((await post(t, '/api/blocks', { user_id: 'x' }, me.token)).statusCode).toBe(400);
    expect((await post(t, '/api/blocks', {}, me.token)).statusCode).toBe(400);
    expect((await unblock(me, (await newClient(t)).id)).statusCode).toBe(404);
    expect((await get(t, '/api/blocks?cursor=nonsense', me.token)).statusCode).toBe(400);
  });
});
