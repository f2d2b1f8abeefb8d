import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack } from '#contracts/socket-events';
import { get, post, send } from '../../test/factories';
import { chatAboutRequest, type User } from '../../test/marketplace';
import { nextEvent, socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
const { open, closeAll } = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', CHAT_WRITES_PER_10S: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const say = async (user: User, room: string, text: string): Promise<number> => {
  const res = await post(t, '/api/saveMessage', { room, message_text: text }, user.token);
  expect(res.statusCode).toBe(200);
  return res.json().message_id;
};
const headOf = async (user: User, room: string) =>
  (await get(t, `/api/chat-heads/${room}`, user.token)).json();

describe('unread counts and read marks', () => {
  it("count the other party's messages past the reader's mark, and tell the sender what was seen", async () => {
    const { client, sp, room } = await chatAboutRequest(t);
    const first = await say(sp, room, 'Hello, I can come tomorrow');
    await say(sp, room, 'Around ten?');
    await say(client, room, 'Thanks');
    expect((await headOf(client, room)).unread).toBe(2);
    expect((await headOf(sp, room)).unread).toBe(1);
    const listed = (await get(t, '/api/chat-heads', client.token)).json().items;
    expect(listed.find((h: { room: string }) => h.room === room).unread).toBe(2);

    const ps = await open(sp.token);
    const told = nextEvent<{ room: string; reader: string; last_read_id: number }>(ps, 'chat_read');
    const read = await send(t, 'PUT', `/api/chat-heads/${room}/read`, client.token, {
      message_id: first,
    });
    expect(read.json()).toEqual({ room, reader: 'clients', last_read_id: first });
    expect(await told).toEqual({ room, reader: 'clients', last_read_id: first });
    expect((await headOf(client, room)).unread).toBe(1);
    expect((await headOf(sp, room)).other_read_id).toBe(first);
  });

  it('never moves a mark back, nor past the newest message of the room', async () => {
    const { client, sp, room } = await chatAboutRequest(t);
    const last = await say(sp, room, 'Done for today');
    const far = await send(t, 'PUT', `/api/chat-heads/${room}/read`, client.token, {
      message_id: last + 1_000_000,
    });
    expect(far.json().last_read_id).toBe(last);
    const back = await send(t, 'PUT', `/api/chat-heads/${room}/read`, client.token, {
      message_id: 1,
    });
    expect(back.json().last_read_id).toBe(last);
    expect((await headOf(client, room)).unread).toBe(0);
  });

  it('refuses a stranger, a bad room and a bad id, changing nothing', async () => {
    const { client, sp, room } = await chatAboutRequest(t);
    await say(sp, room, 'Unread until the client reads it');
    const other = await chatAboutRequest(t);
    const put = (user: User, r: string, body: unknown) =>
      send(t, 'PUT', `/api/chat-heads/${r}/read`, user.token, body as Record<string, unknown>);
    expect((await put(other.client, room, { message_id: 1 })).statusCode).toBe(403);
    expect((await put(client, 'room_x', { message_id: 1 })).statusCode).toBe(400);
    expect((await put(client, room, { message_id: 'all' })).statusCode).toBe(400);
    expect((await put(client, room, {})).statusCode).toBe(400);
    expect(
      await t.db
        .selectFrom('chat_heads')
        .select(['client_read_id', 'sp_read_id'])
        .where('room', '=', room)
        .executeTakeFirst(),
    ).toEqual({ client_read_id: 0, sp_read_id: 0 });
    expect((await headOf(client, room)).unread).toBe(1);
  });
});

describe('typing', () => {
  it('reaches the other party only, and is refused to a stranger', async () => {
    const { client, sp, room } = await chatAboutRequest(t);
    const stranger = await chatAboutRequest(t);
    const [cs, ps, xs] = await Promise.all([
      open(client.token),
      open(sp.token),
      open(stranger.sp.token),
    ]);
    let echoed = false;
    cs.on('typing', () => {
      echoed = true;
    });
    let overheard = false;
    xs.on('typing', () => {
      overheard = true;
    });
    const heard = nextEvent<{ room: string; by: string }>(ps, 'typing');
    const ack = (await cs.timeout(5000).emitWithAck('typing', { room })) as Ack;
    expect(ack).toEqual({ ok: true, data: { room } });
    expect(await heard).toEqual({ room, by: 'clients' });
    const refused = (await xs.timeout(5000).emitWithAck('typing', { room })) as Ack;
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // The sender's own socket got nothing: a round trip to it arrives after any echo would.
    await cs.timeout(5000).emitWithAck('typing', { room });
    await xs
      .timeout(5000)
      .emitWithAck('leave_room', { room: 'room_0_0' })
      .catch(() => undefined);
    expect(echoed).toBe(false);
    expect(overheard).toBe(false);
  });
});
