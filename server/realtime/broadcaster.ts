import type { Server } from 'socket.io';
import type { ServerToClient } from '../../contracts/socket-events';

type EventName = keyof ServerToClient;

/**
 * How services reach connected browsers. Services call it after their write commits; the
 * socket server is attached once it exists (before that, and in tests without sockets,
 * nothing is sent). Several rooms in one call reach each socket once.
 */
export function createBroadcaster() {
  let io: Server | null = null;
  return {
    attach(server: Server) {
      io = server;
    },
    emit<E extends EventName>(
      rooms: string[],
      event: E,
      payload: Parameters<ServerToClient[E]>[0],
    ) {
      if (!io || rooms.length === 0) return;
      io.to(rooms).emit(event, payload);
    },
    /** Closes every socket in `room` (on every node): e.g. a user's sessions were revoked. */
    disconnect(room: string) {
      io?.in(room).disconnectSockets(true);
    },
  };
}

export type Broadcaster = ReturnType<typeof createBroadcaster>;
