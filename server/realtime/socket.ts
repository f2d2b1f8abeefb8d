import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { ErrorCode } from '#contracts/errors';
import { personalRoom } from '#contracts/socket-events';
import { textOf } from '../lib/i18n';
import type { LimiterStore } from '../lib/limiter';
import type { Actor, Authenticate } from '../modules/auth/authenticator';
import { answer, tooManyEvents } from './socket-events';
import { refusal } from './socket-handler';

const SESSION_ENDED = 'errors.codes.unauthorized';

/** The window of the events one user may emit (config: SOCKET_EVENTS_PER_10S), reads and writes alike. */
const SOCKET_EVENT_WINDOW_MS = 10_000;
/** A socket that keeps emitting past its budget is closed after this many refusals in a row. */
const CLOSE_AFTER_REFUSALS = 60;
/** Connections one user may open per window, and hold at once (a few tabs and devices). */
export const HANDSHAKE_BUDGET = { max: 60, windowMs: 60_000 } as const;
export const MAX_SOCKETS_PER_USER = 10;

/** Every socket also joins the room of the token it was opened with, so a logout can close it. */
export const tokenRoom = (jti: string) => `token_${jti}`;

const refusedWith = (code: string) => Object.assign(new Error(code), { data: { code } });

/**
 * Socket.IO at /socket.io/. Every connection must present a valid token in
 * `handshake.auth.token` and joins its personal room (client_{id} / sp_{id}); `onConnect`
 * registers the event handlers. Files never travel over the socket, so frames stay small.
 */
export function attachRealtime(
  server: HttpServer,
  authenticate: Authenticate,
  limiterStore: LimiterStore,
  eventsPer10s: number,
  onConnect: (socket: Socket, actor: Actor) => void,
  /** Origins of separately hosted clients (ALLOWED_ORIGINS); none: same origin only. */
  corsOrigins: readonly string[] = [],
): Server {
  const io = new Server(server, {
    path: '/socket.io/',
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: corsOrigins.length > 0 ? [...corsOrigins] : false },
  });
  const budget = limiterStore.limiter('socket-events', eventsPer10s, SOCKET_EVENT_WINDOW_MS);
  const handshakes = limiterStore.limiter(
    'socket-handshakes',
    HANDSHAKE_BUDGET.max,
    HANDSHAKE_BUDGET.windowMs,
  );
  const open = new Map<string, number>();
  const userKey = (actor: { role: string; id: number }) => `${actor.role}:${actor.id}`;

  io.use(async (socket, next) => {
    const token = socket.handshake.auth?.token;
    // The signature is checked first and the budgets in memory, so a flood of handshakes
    // with one stolen or own token costs no database lookup.
    const claims = authenticate.claims(token);
    if (!claims || claims.role === 'admin') return next(refusedWith(ErrorCode.unauthorized));
    const key = userKey(claims);
    const overBudget = await handshakes.take(key).catch(() => 0);
    if ((open.get(key) ?? 0) >= MAX_SOCKETS_PER_USER || overBudget > 0) {
      return next(refusedWith(ErrorCode.rateLimited));
    }
    // A database that cannot answer is not a bad token: the browser must not log out for it.
    const user = await authenticate(token).catch(() => undefined);
    if (user === undefined) return next(refusedWith(ErrorCode.unavailable));
    if (!user) return next(refusedWith(ErrorCode.unauthorized));
    // A suspended account connects no more (decision 0068), told the reason's kind.
    if (user.suspended) {
      const refusal = new Error(ErrorCode.accountSuspended);
      return next(
        Object.assign(refusal, {
          data: { code: ErrorCode.accountSuspended, reason: user.suspended },
        }),
      );
    }
    socket.data.user = user;
    next();
  });
  io.on('connection', (socket) => {
    const actor = socket.data.user as Actor & { role: 'clients' | 'serviceproviders' };
    const key = userKey(actor);
    open.set(key, (open.get(key) ?? 0) + 1);
    socket.on('disconnect', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
    void socket.join(personalRoom(actor.role, actor.id));
    if (actor.session) void socket.join(tokenRoom(actor.session.jti));
    let refusals = 0;
    const expiresAt = actor.session?.expiresAt.getTime() ?? 0;
    socket.use(async (packet, next) => {
      const ack = packet[packet.length - 1];
      // The budget is counted before anything else (in memory, or Redis with several nodes),
      // so a flood costs no database query.
      if ((await budget.take(key).catch(() => 0)) > 0) {
        answer(ack, tooManyEvents);
        if (++refusals >= CLOSE_AFTER_REFUSALS) socket.disconnect(true);
        return;
      }
      refusals = 0;
      // A revoked token (logout) or account (password reset, email change) has its sockets
      // closed at once on every node; what is left to check per event is the token's expiry,
      // here, without asking the database (decision 0011).
      if (Date.now() < expiresAt) return next();
      answer(ack, refusal(ErrorCode.unauthorized, textOf('en', SESSION_ENDED), SESSION_ENDED));
      socket.disconnect(true);
    });
    onConnect(socket, actor);
  });
  return io;
}
