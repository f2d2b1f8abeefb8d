import type { AddressInfo } from 'node:net';
import { io as connect, type ManagerOptions, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app';

/**
 * Socket.IO clients of one test file: `open` connects one with a token (rejecting on a refused
 * handshake), `closeAll` ends every one it opened.
 */
export function socketClients(url: () => string) {
  const opened: Socket[] = [];
  return {
    open(token: string, options: Partial<ManagerOptions> = {}): Promise<Socket> {
      const socket = connect(url(), {
        path: '/socket.io/',
        auth: { token },
        reconnection: false,
        transports: ['websocket'],
        ...options,
      });
      opened.push(socket);
      return new Promise((resolve, reject) => {
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    },
    closeAll() {
      for (const socket of opened.splice(0)) socket.close();
    },
  };
}

/** The next `event` the socket receives. */
export const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

/** Starts the test app on a free local port (sockets need a real server); answers its URL. */
export async function listenLocally(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}
