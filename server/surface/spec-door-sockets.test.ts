import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../test/factories';
import { fileRequest, newClient, newProvider, openChat } from '../test/marketplace';
import { socketClients } from '../test/sockets';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The spec's socket events as a client written against the spec emits them (issue 27, decision
 * 0055): its exact shapes, each beside the shape this product's own client sends. Its HTTP
 * doors are in spec-doors.test.ts.
 */

let t: TestApp;
const sockets = socketClients(
  () => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
);
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

describe('socket events in the spec’s shapes', () => {
  it('join_room takes a bare room string: the caller’s chat room and its own personal room', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, sp, client, requestId);
    const socket = await sockets.open(client.token);
    expect(await socket.timeout(3000).emitWithAck('join_room', room)).toEqual({
      ok: true,
      data: { room },
    });
    expect(await socket.timeout(3000).emitWithAck('join_room', `client_${client.id}`)).toEqual({
      ok: true,
      data: { room: `client_${client.id}` },
    });
  });

  it('join_room refuses someone else’s room or personal room, in either shape', async () => {
    const client = await newClient(t);
    const other = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, sp, client, requestId);
    const socket = await sockets.open(other.token);
    for (const payload of [room, { room }, `client_${client.id}`, `sp_${sp.id}`]) {
      const ack = await socket.timeout(3000).emitWithAck('join_room', payload);
      expect(ack.ok, JSON.stringify(payload)).toBe(false);
      expect(ack.error.code).toBe('forbidden');
    }
  });

  it('client_send_message and sp_send_message take {messageData, room} and save the message', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, sp, client, requestId);
    const clientSocket = await sockets.open(client.token);
    const spSocket = await sockets.open(sp.token);
    const messageData = (from: 'clients' | 'serviceproviders', text: string) => ({
      sender_id: from === 'clients' ? client.id : sp.id,
      receiver_id: from === 'clients' ? sp.id : client.id,
      message_text: text,
      sender_type: from,
      receiver_type: from === 'clients' ? 'serviceproviders' : 'clients',
      room,
      created_at: Date.now(),
    });
    const fromClient = await clientSocket
      .timeout(3000)
      .emitWithAck('client_send_message', { messageData: messageData('clients', 'Hello'), room });
    expect(fromClient).toMatchObject({
      ok: true,
      data: { room, message_text: 'Hello', sender_type: 'clients', sender_id: client.id },
    });
    const fromSp = await spSocket.timeout(3000).emitWithAck('sp_send_message', {
      messageData: messageData('serviceproviders', 'Hi there'),
      room,
    });
    expect(fromSp).toMatchObject({
      ok: true,
      data: { room, message_text: 'Hi there', sender_type: 'serviceproviders' },
    });
    const history = (await get(t, `/api/getMessages?room=${room}`, client.token)).json();
    expect(history.map((m: { message_text: string }) => m.message_text)).toEqual([
      'Hello',
      'Hi there',
    ]);
  });

  it('keeps the per-event checks on the spec’s shape: role, party, payload', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, sp, client, requestId);
    const spSocket = await sockets.open(sp.token);
    const stranger = await sockets.open((await newClient(t)).token);
    const wrapped = { messageData: { message_text: 'Hello', room }, room };
    // A provider may not emit the client's event.
    const wrongRole = await spSocket.timeout(3000).emitWithAck('client_send_message', wrapped);
    expect(wrongRole.error.code).toBe('forbidden');
    // Someone outside the chat may not write in it.
    const notParty = await stranger.timeout(3000).emitWithAck('client_send_message', wrapped);
    expect(notParty.error.code).toBe('forbidden');
    // An empty message is refused, as in the flat shape.
    const empty = await spSocket.timeout(3000).emitWithAck('sp_send_message', {
      messageData: { message_text: '   ' },
      room,
    });
    expect(empty).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    // Control characters keep their own code through the envelope.
    const control = await spSocket.timeout(3000).emitWithAck('sp_send_message', {
      messageData: { message_text: 'a\u202Eb' },
      room,
    });
    expect(control.ok).toBe(false);
    expect(control.error.code).toBe(
      (
        await spSocket
          .timeout(3000)
          .emitWithAck('sp_send_message', { room, message_text: 'a\u202Eb' })
      ).error.code,
    );
    const history = (await get(t, `/api/getMessages?room=${room}`, sp.token)).json();
    expect(history).toEqual([]);
  });
});
