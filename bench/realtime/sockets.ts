/** Socket.IO connections as the browser opens them: websocket only, the login token in `auth`. */
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage, SendMessageRequest } from '../../contracts/chat';
import type { Ack, ServerToClient } from '../../contracts/socket-events';
import type { User } from './accounts';
import { inParallel } from './parallel';
import { CONNECT_PARALLEL } from './settings';

type SendMessage = (payload: SendMessageRequest, ack: (reply: Ack<ChatMessage>) => void) => void;
type ClientToServer = { client_send_message: SendMessage; sp_send_message: SendMessage };
export type ChatSocket = Socket<ServerToClient, ClientToServer>;

export type Peer = { user: User; socket: ChatSocket };
/** Where received chat messages go: the running scenario sets it. */
export type Inbox = { deliver(peer: Peer, message: ChatMessage, at: number): void };
/** Disconnects that the bench did not ask for, since the start. */
export const dropped = { count: 0 };
const open = new Set<ChatSocket>();

function connect(url: string, user: User, inbox: Inbox): Promise<Peer> {
  const socket: ChatSocket = io(url, {
    path: '/socket.io/',
    auth: { token: user.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  open.add(socket);
  const peer = { user, socket };
  socket.on('all_receive_message', (m) => inbox.deliver(peer, m, performance.now()));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.off('connect_error');
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') dropped.count++;
      });
      resolve(peer);
    });
    socket.once('connect_error', (err) => {
      socket.close();
      open.delete(socket);
      reject(new Error(`socket of ${user.role} ${user.id}: ${err.message}`));
    });
  });
}

/** One socket per user, `CONNECT_PARALLEL` handshakes at a time. */
export function connectAll(url: string, users: User[], inbox: Inbox): Promise<Peer[]> {
  return inParallel(users.length, CONNECT_PARALLEL, (i) => connect(url, users[i] as User, inbox));
}

export function closeAll(peers: Peer[]): void {
  for (const { socket } of peers) {
    socket.close();
    open.delete(socket);
  }
}

/** Closes every socket still open (cleanup after a failure). */
export function closeRemaining(): void {
  for (const socket of open) socket.close();
  open.clear();
}
