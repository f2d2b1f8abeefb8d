import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageHidden } from '#contracts/chat';
import { adminEnv, adminToken, post } from '../../test/factories';
import { fileRequest, newClient, newProvider, openChat } from '../../test/marketplace';
import { hideReportedMessage } from '../../test/moderation';
import { listenLocally, nextEvent, socketClients } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let url: string;
let admin: string;
const { open, closeAll } = socketClients(() => url);
beforeAll(async () => {
  t = await createTestApp({ ...adminEnv, CHAT_WRITES_PER_10S: '100000' });
  url = await listenLocally(t);
  admin = await adminToken(t);
});
afterAll(async () => {
  closeAll();
  await t.close();
});

describe('a message hidden by a moderator', () => {
  it('reaches both parties’ open chats at once as its room and id only, and no one else', async () => {
    const client = await newClient(t);
    const sp = await newProvider(t);
    const room = await openChat(t, sp, client, await fileRequest(t, client));
    const words = 'Send the money to my own account';
    const said = await post(t, '/api/saveMessage', { room, message_text: words }, sp.token);
    const messageId = said.json().message_id as number;
    // A stranger of each role, and a provider with a chat of its own with the same client.
    const strangers = [await newClient(t), await newProvider(t)];
    const neighbour = await newProvider(t);
    await openChat(t, neighbour, client, await fileRequest(t, client));

    const [clientSocket, spSocket, ...others] = await Promise.all(
      [client, sp, ...strangers, neighbour].map((u) => open(u.token)),
    );
    if (!clientSocket || !spSocket) throw new Error('no socket');
    // The client has the chat open (joined its room) too: one event per socket all the same.
    await clientSocket.timeout(5000).emitWithAck('join_room', { room });
    const overheard: unknown[] = [];
    for (const socket of others) socket.on('message_hidden', (p) => overheard.push(p));
    const clientHeard: unknown[] = [];
    clientSocket.on('message_hidden', (p) => clientHeard.push(p));
    const spHears = nextEvent<MessageHidden>(spSocket, 'message_hidden');

    const hidden = await hideReportedMessage(t, client, messageId, admin);
    expect(hidden.statusCode).toBe(200);

    const event = await spHears;
    expect(event).toEqual({ room, message_id: messageId });
    expect(JSON.stringify(event)).not.toContain('money');
    await t.app.dispatcher.idle();
    // A round trip on each socket: anything sent before it has arrived.
    for (const socket of [clientSocket, ...others])
      await socket.timeout(5000).emitWithAck('leave_room', { room: 'room_0_0' });
    expect(clientHeard).toEqual([{ room, message_id: messageId }]);
    expect(overheard).toEqual([]);
  });
});
