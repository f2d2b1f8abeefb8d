import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { ErrorCode } from '../../contracts/errors';
import { personalRoom } from '../../contracts/socket-events';
import type { Actor, Authenticate } from '../modules/auth/authenticator';

/**
 * Socket.IO at /socket.io/. Every connection must present a valid token in
 * `handshake.auth.token` and joins its personal room (client_{id} / sp_{id}); `onConnect`
 * registers the event handlers. Files never travel over the socket, so frames stay small.
 */
export function attachRealtime(
  server: HttpServer,
  authenticate: Authenticate,
  onConnect: (socket: Socket, actor: Actor) => void,
): Server {
  const io = new Server(server, {
    path: '/socket.io/',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: false },
  });
  io.use(async (socket, next) => {
    const user = await authenticate(socket.handshake.auth?.token).catch(() => null);
    if (!user || user.role === 'admin')
      return next(
        Object.assign(new Error(ErrorCode.unauthorized), {
          data: { code: ErrorCode.unauthorized },
        }),
      );
    socket.data.user = user;
    next();
  });
  io.on('connection', (socket) => {
    const actor = socket.data.user as Actor & { role: 'clients' | 'serviceproviders' };
    void socket.join(personalRoom(actor.role, actor.id));
    // Every event re-checks the token: a password reset (new token version) or an expired
    // token ends the connection at its next event rather than at the next reconnect.
    socket.use((_packet, next) => {
      authenticate(socket.handshake.auth?.token)
        .catch(() => null)
        .then((user) => {
          if (user) return next();
          next(
            Object.assign(new Error(ErrorCode.unauthorized), {
              data: { code: ErrorCode.unauthorized },
            }),
          );
          socket.disconnect(true);
        });
    });
    onConnect(socket, actor);
  });
  return io;
}
