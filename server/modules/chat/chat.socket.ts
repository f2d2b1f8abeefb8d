import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  chatMessage,
  joinRoomRequest,
  personalRoomName,
  roomRequest,
  socketMessageRequest,
} from '#contracts/chat';
import { chatRead, markReadRequest, typingRequest } from '#contracts/chat-presence';
import { ClientEvents, personalRoom } from '#contracts/socket-events';
import { forbidden } from '../../lib/errors';
import { type SocketEvent, type SocketRole, socketEvent } from '../../realtime/socket-events';
import type { ChatService } from './chat.service';

type Deps = { chat: ChatService; log: FastifyBaseLogger };

const roomAck = z.object({ room: z.string() });
const BOTH = ['clients', 'serviceproviders'] as const;

/** The socket doors of the chat: the same services as chat.routes.ts, answered by ack. */
export function chatSocketEvents(d: Deps): SocketEvent[] {
  return [
    socketEvent({
      name: ClientEvents.joinRoom,
      access: BOTH,
      budget: 'own',
      input: joinRoomRequest,
      output: roomAck,
      async run(actor, { room }, socket) {
        // The spec's client joins its personal room by name: ours, joined at connection.
        if (personalRoomName.test(room)) {
          if (room !== personalRoom(actor.role as SocketRole, actor.id))
            throw forbidden('chat.errors.notAParty');
          return { room };
        }
        await d.chat.headFor(actor, room);
        await socket.join(room);
        return { room };
      },
    }),
    socketEvent({
      name: ClientEvents.leaveRoom,
      access: BOTH,
      budget: 'own',
      input: roomRequest,
      output: roomAck,
      async run(_actor, { room }, socket) {
        await socket.leave(room);
        return { room };
      },
    }),
    socketEvent({
      name: ClientEvents.markRead,
      access: BOTH,
      budget: 'presence',
      input: markReadRequest,
      output: chatRead,
      run: (actor, input) => d.chat.markRead(actor, input),
    }),
    socketEvent({
      name: ClientEvents.typing,
      access: BOTH,
      budget: 'presence',
      input: typingRequest,
      output: roomAck,
      run: (actor, { room }) => d.chat.typing(actor, room),
    }),
    socketEvent({
      name: ClientEvents.clientSendMessage,
      access: ['clients'],
      budget: 'chat-writes',
      input: socketMessageRequest,
      output: chatMessage,
      run: (actor, input) => d.chat.send(actor, input),
    }),
    socketEvent({
      name: ClientEvents.spSendMessage,
      access: ['serviceproviders'],
      budget: 'chat-writes',
      input: socketMessageRequest,
      output: chatMessage,
      run: (actor, input) => d.chat.send(actor, input),
    }),
  ];
}
