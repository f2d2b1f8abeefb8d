import type { Server } from 'socket.io';
import type { ServerToClient } from '#contracts/socket-events';

type EventName = keyof ServerToClient;

/**
 * What one node tells the others (never a browser): their copies of shared data are stale.
 * `sessions_changed` names whose (a SessionHolder, decision 0090).
 */
export type NodeSignal = 'catalog_changed' | 'sessions_changed';

/**
 * How services reach connected browsers. Services call it after their write commits; the
 * socket server is attached once it exists (before that, and in tests without sockets,
 * nothing is sent). Several rooms in one call reach each socket once.
 */
export function createBroadcaster() {
  let io: Server | null = null;
  let severalNodes = false;
  const signalHandlers: [NodeSignal, (detail?: string) => void][] = [];
  return {
    /** `severalNodes`: the server relays through Redis, so node signals reach the others. */
    attach(server: Server, options: { severalNodes: boolean }) {
      io = server;
      severalNodes = options.severalNodes;
      for (const [signal, handler] of signalHandlers) server.on(signal, handler);
    },
    /** Tells every other node `signal`; a single node has nobody to tell. */
    signalNodes(signal: NodeSignal, detail?: string) {
      if (io && severalNodes) io.serverSideEmit(signal, detail);
    },
    /** Runs `handler` when another node sends `signal`. */
    onNodeSignal(signal: NodeSignal, handler: (detail?: string) => void) {
      signalHandlers.push([signal, handler]);
      io?.on(signal, handler);
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
