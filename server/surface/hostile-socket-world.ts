import type { Socket } from 'socket.io-client';
import { ClientEvents } from '#contracts/socket-events';
import {
  fileRequest,
  newClient,
  newProvider,
  openChat,
  sendOffer,
  type User,
} from '../test/marketplace';
import { listenLocally, socketClients } from '../test/sockets';
import { createTestApp, type TestApp } from '../test/test-app';
import { show } from './hostile-values';
import { tableFingerprints } from './table-fingerprint';

/** How long a hostile test waits for an ack. */
export const ACK_MS = 3000;

/** A provider in a chat with the world's client, and the values its payloads name. */
export type Entry = { sp: User; values: Record<string, unknown> };

/**
 * A listening app with its brakes lifted (a hostile test emits hundreds of events as one user
 * in a few seconds), a chat for each kind of socket event so that valid payloads name real
 * rows, and a bystander who must not notice anything.
 */
export async function hostileSocketWorld() {
  const t: TestApp = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    CHAT_WRITES_PER_10S: '1000000',
    SOCKET_EVENTS_PER_10S: '1000000',
  });
  const url = await listenLocally(t);
  const { open, closeAll } = socketClients(() => url);

  const client = await newClient(t);
  /** A new provider in a chat with `client` about a request with the client's pending offer. */
  async function chatWithOffer(price: number): Promise<Entry> {
    const sp = await newProvider(t);
    const requestId = await fileRequest(t, client);
    const room = await openChat(t, sp, client, requestId);
    const res = await sendOffer(t, client, room, requestId, price);
    if (res.statusCode !== 200) throw new Error(`offer failed: ${res.body}`);
    const offer = res.json() as { offer_id: number; message_id: number };
    const values: Record<string, unknown> = {
      room,
      request_id: requestId,
      offer_id: offer.offer_id,
      message_id: offer.message_id,
      price,
      message_text: 'Hello over the socket',
      sp_id: sp.id,
    };
    return { sp, values };
  }
  const talk = await chatWithOffer(1500);
  const toWithdraw = await chatWithOffer(900);
  const toAccept = await chatWithOffer(1200);

  /**
   * Every socket event's entry: the chat its payloads name. An event the server accepts
   * without an entry here fails the fuzz's coverage test.
   */
  const entries: Record<string, Entry> = {
    [ClientEvents.joinRoom]: talk,
    [ClientEvents.leaveRoom]: talk,
    [ClientEvents.markRead]: talk,
    [ClientEvents.typing]: talk,
    [ClientEvents.clientSendMessage]: talk,
    [ClientEvents.spSendMessage]: talk,
    [ClientEvents.serviceRequest]: talk,
    [ClientEvents.cancelServiceRequest]: toWithdraw,
    [ClientEvents.acceptServiceRequest]: toAccept,
  };

  const sockets = new Map<string, Socket>();
  /** The user's hostile socket, opened again after a case closed it. */
  async function socketOf(user: User): Promise<Socket> {
    const known = sockets.get(user.token);
    if (known?.connected) return known;
    known?.close();
    const socket = await open(user.token);
    sockets.set(user.token, socket);
    return socket;
  }

  const bystander = await newClient(t);
  const bystanderSocket = await open(bystander.token);
  let bystanderDisconnects = 0;
  bystanderSocket.on('disconnect', () => bystanderDisconnects++);
  /** The bystander is still connected and answered at once (leaving a room changes nothing). */
  async function bystanderProblems(): Promise<string[]> {
    const started = performance.now();
    const ack = await bystanderSocket
      .timeout(ACK_MS)
      .emitWithAck(ClientEvents.leaveRoom, { room: 'room_1_1' })
      .catch(() => 'no ack');
    const ms = performance.now() - started;
    const problems: string[] = [];
    if (bystanderDisconnects)
      problems.push(`the bystander was disconnected ${bystanderDisconnects}x`);
    if (!(ack as { ok?: boolean }).ok) problems.push(`the bystander's event got ${show(ack)}`);
    if (ms > 1000) problems.push(`the bystander waited ${Math.round(ms)} ms for an answer`);
    return problems;
  }

  const { tables, fingerprint } = await tableFingerprints(t.db);

  return {
    t,
    url,
    client,
    talk,
    entries,
    sockets,
    socketOf,
    bystanderProblems,
    tables,
    fingerprint,
    async close() {
      closeAll();
      await t.close();
    },
  };
}
