import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import {
  offerActionRequest,
  roomRequest,
  sendMessageRequest,
  sendOfferRequest,
} from '../../../contracts/chat';
import { ClientEvents } from '../../../contracts/socket-events';
import { forbidden } from '../../lib/errors';
import { socketHandler } from '../../realtime/socket-handler';
import type { Actor } from '../auth/authenticator';
import type { ChatService } from './chat.service';
import type { OffersService } from './offers.service';

type Deps = { chat: ChatService; offers: OffersService; log: FastifyBaseLogger };

/** The socket doors of the chat: the same services as chat.routes.ts, answered by ack. */
export function registerChatEvents(socket: Socket, actor: Actor, d: Deps): void {
  const on = socket.on.bind(socket);
  const only = (role: Actor['role']) => {
    if (actor.role !== role) throw forbidden();
  };

  on(
    ClientEvents.joinRoom,
    socketHandler(d.log, roomRequest, async ({ room }) => {
      await d.chat.headFor(actor, room);
      await socket.join(room);
      return { room };
    }),
  );
  on(
    ClientEvents.leaveRoom,
    socketHandler(d.log, roomRequest, async ({ room }) => {
      await socket.leave(room);
      return { room };
    }),
  );
  on(
    ClientEvents.clientSendMessage,
    socketHandler(d.log, sendMessageRequest, async (input) => {
      only('clients');
      return d.chat.send(actor, input);
    }),
  );
  on(
    ClientEvents.spSendMessage,
    socketHandler(d.log, sendMessageRequest, async (input) => {
      only('serviceproviders');
      return d.chat.send(actor, input);
    }),
  );
  on(
    ClientEvents.serviceRequest,
    socketHandler(d.log, sendOfferRequest, (input) => d.offers.send(actor, input)),
  );
  on(
    ClientEvents.cancelServiceRequest,
    socketHandler(d.log, offerActionRequest, (input) => d.offers.cancel(actor, input)),
  );
  on(
    ClientEvents.acceptServiceRequest,
    socketHandler(d.log, offerActionRequest, (input) => d.offers.accept(actor, input)),
  );
}
