import { chatMessage, offerActionRequest, offerUpdate, sendOfferRequest } from '#contracts/chat';
import { ClientEvents } from '#contracts/socket-events';
import { type SocketEvent, socketEvent } from '../../realtime/socket-events';
import type { OfferDoors } from './offer-doors';

/** The spec's socket doors of offers: the same services as offers.routes.ts, answered by ack. */
export function offerSocketEvents(d: { offerDoors: OfferDoors }): SocketEvent[] {
  return [
    socketEvent({
      name: ClientEvents.serviceRequest,
      access: ['clients'],
      budget: 'chat-writes',
      input: sendOfferRequest,
      output: chatMessage,
      run: (actor, input) => d.offerDoors.send(actor, input),
    }),
    socketEvent({
      name: ClientEvents.cancelServiceRequest,
      access: ['clients'],
      budget: 'answers-once',
      input: offerActionRequest,
      output: offerUpdate,
      run: (actor, input) => d.offerDoors.cancel(actor, input),
    }),
    socketEvent({
      name: ClientEvents.acceptServiceRequest,
      access: ['serviceproviders'],
      budget: 'answers-once',
      input: offerActionRequest,
      output: offerUpdate,
      run: (actor, input) => d.offerDoors.accept(actor, input),
    }),
  ];
}
