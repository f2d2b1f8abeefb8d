import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomOf } from '#contracts/chat';
import type { Ack } from '#contracts/socket-events';
import { HANDSHAKE_BUDGET, MAX_SOCKETS_PER_USER } from '../../realtime/socket';
import { adminEnv, adminToken, get, post, signUp } from '../../test/factories';
import { fileRequest, newClient, newProvider, openChat } from '../../test/marketplace';
import { nextEvent, socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
const { open, closeAll } = socketClients(() => url);

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const emit = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<Record<string, unknown>>>;

/** A client and a provider in one chat, each connected. */
async function pair() {
  const client = await newClient(t);
  const sp = await newProvider(t);
  const requestId = await fileRequest(t, client);
  const room = await openChat(t, sp, client, requestId);
  return { client, sp, requestId, room, cs: await open(client.token), ps: await open(sp.token) };
}

describe('socket handshake', () => {
  it('refuses a missing token and the admin token', async () => {
    await expect(open('')).rejects.toMatchObject({ data: { code: 'unauthorized' } });
    await expect(open(await adminToken(t))).rejects.toMatchObject({
      data: { code: 'unauthorized' },
    });
  });
});

describe('chat over the socket', () => {
  it('delivers a message to the other party live, with a stored notification', async () => {
    const { client, sp, room, cs, ps } = await pair();
    expect(await emit(ps, 'join_room', { room })).toEqual({ ok: true, data: { room } });
    const received = nextEvent<Record<string, unknown>>(ps, 'all_receive_message');
    const notified = nextEvent<Record<string, unknown>>(ps, 'notification');
    const ack = await emit(cs, 'client_send_message', {
      room,
      message_text: 'Hi over the socket',
      sender_id: sp.id,
    });
    expect(ack).toMatchObject({ ok: true, data: { sender_id: client.id } });
    expect(await received).toMatchObject({ room, message_text: 'Hi over the socket' });
    expect(await notified).toMatchObject({
      room,
      kind: 'message',
      client_id: client.id,
      read: false,
    });
  });

  it('keeps a third user out of joining or writing a room', async () => {
    const { room } = await pair();
    const stranger = await open((await newClient(t)).token);
    const otherSp = await open((await newProvider(t)).token);
    expect(await emit(stranger, 'join_room', { room })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(
      await emit(stranger, 'client_send_message', { room, message_text: 'hello?' }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await emit(otherSp, 'sp_send_message', { room, message_text: 'hello?' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });

  it('answers malformed payloads and the wrong role with an error ack', async () => {
    const { room, cs, ps } = await pair();
    for (const payload of [
      null,
      'text',
      { room },
      { room: 'lobby', message_text: 'x' },
      { room, message_text: '' },
    ]) {
      expect(await emit(cs, 'client_send_message', payload)).toMatchObject({
        ok: false,
        error: { code: 'bad_request' },
      });
    }
    expect(await emit(cs, 'sp_send_message', { room, message_text: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await emit(ps, 'service_request', { room, request_id: 1, price: 10 })).toMatchObject({
      ok: false,
    });
    expect(await emit(cs, 'service_request', { room, request_id: 'x', price: 10 })).toMatchObject({
      ok: false,
      error: { code: 'bad_request' },
    });
  });

  it('plays an offer, its acceptance, and a rival being told, live', async () => {
    const { client, sp, requestId, room, cs, ps } = await pair();
    const rival = await newProvider(t);
    const rivalRoom = await openChat(t, rival, client, requestId);
    const rs = await open(rival.token);

    const offerSeen = nextEvent<Record<string, unknown>>(ps, 'receive_service_request');
    const offer = await emit(cs, 'service_request', { room, request_id: requestId, price: 750 });
    expect(offer).toMatchObject({ ok: true, data: { status: 'pending', price: 750 } });
    expect(await offerSeen).toMatchObject({ request_id: requestId, price: 750 });
    await emit(cs, 'service_request', { room: rivalRoom, request_id: requestId, price: 700 });

    const clientSees = nextEvent<Record<string, unknown>>(cs, 'service_request_accepted');
    const rivalSees = nextEvent<Record<string, unknown>>(rs, 'service_request_canceled');
    const stale = await emit(ps, 'accept_service_request', {
      room,
      request_id: requestId,
      price: 1,
    });
    expect(stale).toMatchObject({ ok: false, error: { code: 'offer.price_changed' } });
    const accepted = await emit(ps, 'accept_service_request', {
      room,
      request_id: requestId,
      offer_id: offer.ok ? offer.data.offer_id : 0,
    });
    expect(accepted).toMatchObject({ ok: true, data: { status: 'accepted', price: 750 } });
    expect(await clientSees).toMatchObject({ request_id: requestId, sp_id: sp.id });
    expect(await rivalSees).toMatchObject({ request_id: requestId, status: 'withdrawn' });
    expect(
      await emit(rs, 'accept_service_request', { room: rivalRoom, request_id: requestId }),
    ).toMatchObject({ ok: false, error: { code: 'offer.not_pending' } });
  });

  it('shows the provider a withdrawn offer live', async () => {
    const { requestId, room, cs, ps } = await pair();
    await emit(cs, 'service_request', { room, request_id: requestId, price: 90 });
    const canceled = nextEvent<Record<string, unknown>>(ps, 'service_request_canceled');
    expect(await emit(cs, 'cancel_service_request', { room, request_id: requestId })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(await canceled).toMatchObject({ request_id: requestId, status: 'withdrawn' });
  });
});

describe('the per-user event budget', () => {
  it('refuses events past the budget with an error ack, on every socket of the user', async () => {
    const { sp, room, ps } = await pair();
    const acks = await Promise.all(
      Array.from({ length: t.config.socketEventsPer10s + 20 }, () =>
        emit(ps, 'join_room', { room }),
      ),
    );
    expect(acks.filter((a) => a.ok)).toHaveLength(t.config.socketEventsPer10s);
    expect(acks.filter((a) => !a.ok)).toHaveLength(20);
    expect(acks.find((a) => !a.ok)).toMatchObject({ error: { code: 'rate_limited' } });
    const second = await open(sp.token);
    expect(await emit(second, 'leave_room', { room })).toMatchObject({
      ok: false,
      error: { code: 'rate_limited' },
    });
  });

  it("closes a socket that keeps flooding; another user's socket still works", async () => {
    const { client, room, ps } = await pair();
    const closed = new Promise((resolve) => ps.once('disconnect', resolve));
    for (let i = 0; i < t.config.socketEventsPer10s * 3; i++) ps.emit('join_room', { room });
    await closed;
    const cs = await open(client.token);
    expect(await emit(cs, 'join_room', { room })).toEqual({ ok: true, data: { room } });
  });
});

describe('a logout', () => {
  it('closes the sockets opened with that token, not those of the same account on another device', async () => {
    const user = await signUp(t, 'client');
    const phone = await open(user.token);
    const desktopToken = (
      await post(t, '/api/login', { email: user.email, password: user.password })
    ).json().token;
    const desktop = await open(desktopToken);
    const closed = new Promise<string>((resolve) => phone.once('disconnect', resolve));
    expect((await post(t, '/api/logout', {}, user.token)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(desktop.connected).toBe(true);
    expect(await emit(desktop, 'leave_room', { room: roomOf(user.user_ID, 1) })).toMatchObject({
      ok: true,
    });
  });
});

describe('handshake limits', () => {
  it(`holds at most ${MAX_SOCKETS_PER_USER} sockets per user at once`, async () => {
    const user = await newClient(t);
    const mine = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_USER }, () => open(user.token)),
    );
    await expect(open(user.token)).rejects.toMatchObject({ data: { code: 'rate_limited' } });
    mine[0]?.close();
    await expect
      .poll(() =>
        open(user.token).then(
          () => 'open',
          () => 'refused',
        ),
      )
      .toBe('open');
  });

  it('refuses handshakes with one token past the budget', async () => {
    const user = await newProvider(t);
    const outcomes: string[] = [];
    for (let i = 0; i < HANDSHAKE_BUDGET.max + 5; i++) {
      const socket = await open(user.token).catch((err: { data?: { code?: string } }) => err);
      if ('connected' in socket) {
        outcomes.push('open');
        socket.close();
      } else outcomes.push(socket.data?.code ?? 'error');
    }
    expect(outcomes.filter((o) => o === 'open').length).toBeLessThanOrEqual(HANDSHAKE_BUDGET.max);
    expect(outcomes.slice(-5)).toEqual(Array(5).fill('rate_limited'));
  });
});

describe('a socket that drops and returns', () => {
  it('reconnects by itself, finds what it missed through the catch-up reads, and hears live events again', async () => {
    const { client, sp, room, ps } = await pair();
    const cs = await open(client.token, {
      reconnection: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
    });
    expect(await emit(cs, 'join_room', { room })).toMatchObject({ ok: true });

    const dropped = new Promise<string>((resolve) => cs.once('disconnect', resolve));
    // Listened for from the drop on: the reconnect may come before the message below is sent.
    const back = dropped.then(
      () => new Promise<void>((resolve) => cs.once('connect', () => resolve())),
    );
    // What a network drop looks like to the client: its transport closes under it.
    cs.io.engine.transport.close();
    expect(await dropped).toBe('transport close');
    const missed = await emit(ps, 'sp_send_message', { room, message_text: 'while you were away' });
    expect(missed).toMatchObject({ ok: true });

    await back;
    const history = await get(t, `/api/getMessages?room=${room}`, client.token);
    expect(history.json().map((m: { message_text: string }) => m.message_text)).toContain(
      'while you were away',
    );
    const bell = await get(t, '/api/notifications', client.token);
    expect(bell.json().notifications[0]).toMatchObject({ room, read: false, sp_id: sp.id });

    expect(await emit(cs, 'join_room', { room })).toMatchObject({ ok: true });
    const live = nextEvent<Record<string, unknown>>(cs, 'all_receive_message');
    await emit(ps, 'sp_send_message', { room, message_text: 'back live' });
    expect(await live).toMatchObject({ message_text: 'back live' });
  });
});
