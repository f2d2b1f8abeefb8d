import { setTimeout as delay } from 'node:timers/promises';
import { Manager } from 'socket.io-client';

/** Events the server does not have: each is answered not_found, and the socket stays open. */
export const UNKNOWN_EVENTS: unknown[] = [
  'nope',
  'JOIN_ROOM',
  'join_room ',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'error',
  'emit',
  '',
  'x'.repeat(5000),
  '\u202Ejoin_room',
  42,
];

/** A Socket.IO connection written to by hand: packets as text, as the protocol encodes them. */
export async function rawConnection(url: string, waitMs: number) {
  const manager = new Manager(url, {
    path: '/socket.io/',
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
  });
  const packets: { type: number; data?: unknown }[] = [];
  manager.on('packet', (p) => packets.push(p));
  const closed = new Promise<boolean>((resolve) => manager.on('close', () => resolve(true)));
  await new Promise<void>((resolve, reject) =>
    manager.open((err) => (err ? reject(err) : resolve())),
  );
  return {
    packets,
    write: (frame: string | Buffer) => manager.engine.write(frame),
    /** Whether the server closed the connection within `ms` (it is closed after, anyway). */
    async closedByServer(ms = waitMs) {
      const result = await Promise.race([closed, delay(ms).then(() => false)]);
      manager.engine.close();
      return result;
    },
  };
}

/** Socket.IO packet types, as the first character of a frame. */
export const PACKET = { connect: 0, event: 2, ack: 3, connectError: 4 } as const;
export const eventFrame = (name: string, payload: unknown, ackId = 1) =>
  `${PACKET.event}${ackId}${JSON.stringify([name, payload])}`;
