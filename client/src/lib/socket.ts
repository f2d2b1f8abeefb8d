import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import type {
  ChatMessage,
  OfferActionRequest,
  OfferUpdate,
  SendMessageRequest,
  SendOfferRequest,
} from '#contracts/chat';
import type { ChatRead } from '#contracts/chat-presence';
import { ErrorCode } from '#contracts/error-codes';
import { type Ack, RECONNECTION, type ServerToClient } from '#contracts/socket-events';
import { text } from './i18n';
import { endExpiredSession, endSuspendedSession, readSession } from './session';

/** How long a browser waits before asking again after a handshake turned down for now. */
const HANDSHAKE_RETRY_MS = 3_000;

/** What each event the browser emits carries, and what its ack answers on success. */
type Emits = {
  join_room: { payload: { room: string }; data: { room: string } };
  leave_room: { payload: { room: string }; data: { room: string } };
  client_send_message: { payload: SendMessageRequest; data: ChatMessage };
  sp_send_message: { payload: SendMessageRequest; data: ChatMessage };
  service_request: { payload: SendOfferRequest; data: ChatMessage };
  cancel_service_request: { payload: OfferActionRequest; data: OfferUpdate };
  accept_service_request: { payload: OfferActionRequest; data: OfferUpdate };
  mark_read: { payload: { room: string; message_id: number }; data: ChatRead };
  typing: { payload: { room: string }; data: { room: string } };
};
export type ClientEventName = keyof Emits;
export type EmitPayload<E extends ClientEventName> = Emits[E]['payload'];

type ClientToServer = {
  [E in ClientEventName]: (payload: Emits[E]['payload'], ack: (answer: Ack) => void) => void;
};
type AppSocket = Socket<ServerToClient, ClientToServer>;

/** How long an emit waits for the server's ack before giving up. */
export const ACK_TIMEOUT_MS = 10_000;

/** The server answered an emit with `{ ok: false }`: its code and message, as over HTTP. */
export class SocketAckError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The catalog key and parameters of the server's words, when it sent them. */
    readonly text?: { key: string; params?: Record<string, string | number> },
  ) {
    super(message);
  }
}

/** The emit could not be made (no connection) or got no answer in time. */
export class SocketUnavailableError extends Error {}

// ---- the one connection ----

export type SocketState = {
  socket: AppSocket | null;
  connected: boolean;
  /** How many times the socket (re)connected: above 1 means events may have been missed. */
  connects: number;
};

let state: SocketState = { socket: null, connected: false, connects: 0 };
const listeners = new Set<() => void>();
let activeToken: string | null = null;
/** Bumped on every connect/close, so a late dynamic import cannot revive an old session. */
let generation = 0;

function setState(next: Partial<SocketState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Opens the signed-in user's connection (socket.io-client is loaded on first use), or keeps
 * the open one when the token is the same. A new token closes the old connection first.
 */
export function connectSocket(token: string): void {
  if (activeToken === token) return;
  closeSocket();
  activeToken = token;
  const mine = ++generation;
  void import('socket.io-client').then(
    ({ io }) => {
      if (mine !== generation) return;
      const socket: AppSocket = io({
        path: '/socket.io/',
        // Read at every (re)connection, so a reconnect never presents a stale token.
        auth: (send) => send({ token: readSession()?.token ?? token }),
        // WebSocket first: one connection a balancer can send to any node. Long-polling is the
        // fallback where WebSocket is blocked; it needs sticky sessions (docs/deployment.md).
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        reconnection: true,
        ...RECONNECTION,
      });
      socket.on('connect', () => setState({ connected: true, connects: state.connects + 1 }));
      const retrySoon = () =>
        setTimeout(() => {
          if (mine === generation && !socket.connected) socket.connect();
        }, HANDSHAKE_RETRY_MS);
      socket.on('disconnect', (reason) => {
        setState({ connected: false });
        // The server closed it (a session ended elsewhere, a token that expired, a flood of
        // events): socket.io does not come back by itself. Try once: a good token reconnects,
        // a refused one ends the session below.
        if (reason === 'io server disconnect') retrySoon();
      });
      // A handshake turned down for now (the server's database is away, or too many at once)
      // is not retried by socket.io itself: try again a little later. A refused token means the
      // session is over: the user is told and signs in again.
      socket.on('connect_error', (err) => {
        const data = (err as { data?: { code?: unknown; reason?: unknown } }).data;
        const code = data?.code;
        if (code === ErrorCode.unauthorized) endExpiredSession(token);
        // A suspended account (decision 0068): signed out, the login page says why.
        else if (code === ErrorCode.accountSuspended)
          endSuspendedSession(token, typeof data?.reason === 'string' ? data.reason : '');
        else if (code === ErrorCode.unavailable || code === ErrorCode.rateLimited) retrySoon();
      });
      setState({ socket, connected: false, connects: 0 });
    },
    () => {
      // The script could not load (offline?): sending falls back to REST.
      if (mine === generation) activeToken = null;
    },
  );
}

/** Closes the connection (logout, or leaving the signed-in part of the site). */
export function closeSocket(): void {
  generation++;
  activeToken = null;
  const { socket } = state;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
  }
  if (socket || state.connected) setState({ socket: null, connected: false, connects: 0 });
}

export function isSocketConnected(): boolean {
  return state.connected;
}

/**
 * Emits an event and resolves with the server's ack data. Rejects with SocketAckError on
 * `{ ok: false }`, and with SocketUnavailableError when not connected or after ACK_TIMEOUT_MS.
 */
export async function emitWithAck<E extends ClientEventName>(
  event: E,
  payload: Emits[E]['payload'],
): Promise<Emits[E]['data']> {
  const { socket, connected } = state;
  if (!socket || !connected)
    throw new SocketUnavailableError(text('common.connection.chatNotConnected'));
  let answer: Ack;
  try {
    // The typed map cannot follow a generic event name through socket.io's overloads.
    const emitter = socket.timeout(ACK_TIMEOUT_MS) as unknown as {
      emitWithAck: (event: string, payload: unknown) => Promise<Ack>;
    };
    answer = await emitter.emitWithAck(event, payload);
  } catch {
    throw new SocketUnavailableError(text('common.connection.chatTimeout'));
  }
  if (!answer || typeof answer !== 'object' || !('ok' in answer)) {
    throw new SocketAckError('bad_answer', text('common.connection.chatBadAnswer'));
  }
  if (!answer.ok) {
    const { code, message, key, params } = answer.error;
    throw new SocketAckError(code, message, key ? { key, params } : undefined);
  }
  return answer.data as Emits[E]['data'];
}

// ---- React ----

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
const snapshot = () => state;
const serverSnapshot: SocketState = { socket: null, connected: false, connects: 0 };

/** The connection's state; re-renders when it connects, drops or is replaced. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(subscribe, snapshot, () => serverSnapshot);
}

/** Whether the socket is connected right now (sending prefers it while it is). */
export function useSocketConnected(): boolean {
  return useSocketState().connected;
}

/**
 * Calls `handler` for every `event` the server sends, for as long as the component is
 * mounted (across reconnects and token changes). The payload is untrusted: parse it.
 */
export function useSocketEvent<E extends keyof ServerToClient>(
  event: E,
  handler: (payload: unknown) => void,
): void {
  const { socket } = useSocketState();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: unknown) => latest.current(payload);
    // Events are looked up by name; the payload is parsed by the handler.
    const untyped = socket as unknown as {
      on: (event: string, listener: (payload: unknown) => void) => void;
      off: (event: string, listener: (payload: unknown) => void) => void;
    };
    untyped.on(event, listener);
    return () => {
      untyped.off(event, listener);
    };
  }, [socket, event]);
}
