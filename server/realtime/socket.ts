import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { ErrorCode } from '../../contracts/errors';
import type { Authenticate } from '../modules/auth/authenticator';

/**
 * Socket.IO at /socket.io/. Every connection must present a valid token in
 * `handshake.auth.token`; files never travel over the socket, so frames stay small.
 */
export function attachRealtime(server: HttpServer, authenticate: Authenticate): Server {
  const io = new Server(server, {
    path: '/socket.io/',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: false },
  });
  io.use(async (socket, next) => {
    const user = await authenticate(socket.handshake.auth?.token).catch(() => null);
    if (!user)
      return next(
        Object.assign(new Error(ErrorCode.unauthorized), {
          data: { code: ErrorCode.unauthorized },
        }),
      );
    socket.data.user = user;
    next();
  });
  return io;
}
