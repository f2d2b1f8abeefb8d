import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { ErrorCode } from '../../contracts/errors';
import { personalRoom } from '../../contracts/socket-events';
import { RateLimiter } from '../lib/rate-limiter';
import type { Actor, Authenticate } from '../modules/auth/authenticator';
import { answer, tooManyEvents } from './socket-events';
import { refusal } from './socket-handler';

/** Events one user may emit per window, over all its sockets; reads and writes alike. */
export const SOCKET_EVENT_BUDGET = { max: 60, windowMs: 10_000 } as const;
/** A socket that keeps emitting this far past its budget is closed. */
const CLOSE_AFTER_REFUSALS = 60;

const unauthorizedError = () =>
  Object.assign(new Error(ErrorCode.unauthorized), { data: { code: ErrorCode.unauthorized } });

/**
 * Socket.IO at /socket.io/. Every connection must present a valid token in
 * `handshake.auth.token` and joins its personal room (client_{id} / sp_{id}); `onConnect`
 * registers the event handlers. Files never travel over the socket, so frames stay small.
 */
export function attachRealtime(
  server: HttpServer,
  authenticate: Authenticate,
  onConnect: (socket: Socket, actor: Actor) => void,
  now: () => number = Date.now,
): Server {
  const io = new Server(server, {
    path: '/socket.io/',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: false },
  });
  const budget = new RateLimiter(SOCKET_EVENT_BUDGET.max, SOCKET_EVENT_BUDGET.windowMs, now);

  io.use(async (socket, next) => {
    const user = await authenticate(socket.handshake.auth?.token).catch(() => null);
    if (!user || user.role === 'admin') return next(unauthorizedError());
    socket.data.user = user;
    next();
  });
  io.on('connection', (socket) => {
    const actor = socket.data.user as Actor & { role: 'clients' | 'serviceproviders' };
    void socket.join(personalRoom(actor.role, actor.id));
    let refusals = 0;
    socket.use((packet, next) => {
      const ack = packet[packet.length - 1];
      // The budget is counted in memory before anything else, so a flood costs no query.
      if (budget.take(`${actor.role}:${actor.id}`) > 0) {
        answer(ack, tooManyEvents);
        if (++refusals >= CLOSE_AFTER_REFUSALS) socket.disconnect(true);
        return;
      }
      // Every event re-checks the token: a password reset (new token version) or an expired
      // token ends the connection at its next event rather than at the next reconnect.
      authenticate(socket.handshake.auth?.token)
        .catch(() => null)
        .then((user) => {
          if (user) return next();
          answer(ack, refusal(ErrorCode.unauthorized, 'Please log in.'));
          socket.disconnect(true);
        });
    });
    onConnect(socket, actor);
  });
  return io;
}
