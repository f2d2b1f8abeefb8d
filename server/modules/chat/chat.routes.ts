import { z } from 'zod';
import {
  chatHead,
  chatHeadPage,
  chatHeadsQuery,
  chatMessage,
  messagesQuery,
  offerActionRequest,
  offerUpdate,
  openChatRequest,
  roomRequest,
  SPEC_CHAT_HEADS_PAGE,
  sendMessageRequest,
  sendOfferRequest,
  updateOfferRequest,
} from '../../../contracts/chat';
import { chatRead, markReadBody } from '../../../contracts/chat-presence';
import { cursorQuery } from '../../../contracts/common';
import { toMinorUnits } from '../../../contracts/money';
import { counterOfferRequest, offer, offerIdParams, offersQuery } from '../../../contracts/offers';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { ChatService } from './chat.service';
import type { OfferDoors } from './offer-doors';
import type { OffersService } from './offers.service';

type Deps = {
  authenticate: Authenticate;
  chat: ChatService;
  offers: OffersService;
  offerDoors: OfferDoors;
};

/** The REST doors of the chat; the socket events in chat.socket.ts call the same services. */
export function registerChatRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const client = access.clients();
  const provider = access.providers();
  const either = access.users();

  app.get(
    '/getChatHeads',
    { ...either, schema: { querystring: chatHeadsQuery, response: { 200: z.array(chatHead) } } },
    async (req) => (await d.chat.heads(actorOf(req), { limit: SPEC_CHAT_HEADS_PAGE })).items,
  );

  app.get(
    '/chat-heads',
    { ...either, schema: { querystring: cursorQuery, response: { 200: chatHeadPage } } },
    (req) => d.chat.heads(actorOf(req), req.query),
  );

  app.get(
    '/chat-heads/:room',
    { ...either, schema: { params: roomRequest, response: { 200: chatHead } } },
    (req) => d.chat.head(actorOf(req), req.params.room),
  );

  app.put(
    '/chat-heads/:room/read',
    {
      ...either,
      schema: { params: roomRequest, body: markReadBody, response: { 200: chatRead } },
    },
    (req) =>
      d.chat.markRead(actorOf(req), { room: req.params.room, message_id: req.body.message_id }),
  );

  app.post(
    '/createORupdateChatHead',
    { ...provider, schema: { body: openChatRequest, response: { 200: chatHead } } },
    (req) => d.chat.open(actorOf(req), req.body),
  );

  app.get(
    '/getMessages',
    { ...either, schema: { querystring: messagesQuery, response: { 200: z.array(chatMessage) } } },
    (req) => d.chat.messages(actorOf(req), req.query),
  );

  app.post(
    '/saveMessage',
    { ...either, schema: { body: sendMessageRequest, response: { 200: chatMessage } } },
    (req) => d.chat.send(actorOf(req), req.body),
  );

  app.post(
    '/saveRequestMessage',
    { ...client, schema: { body: sendOfferRequest, response: { 200: chatMessage } } },
    (req) => d.offerDoors.send(actorOf(req), req.body),
  );

  app.put(
    '/updateRequestMessage',
    { ...either, schema: { body: updateOfferRequest, response: { 200: offerUpdate } } },
    (req) =>
      req.body.status === 'accepted'
        ? d.offerDoors.accept(actorOf(req), req.body)
        : d.offerDoors.cancel(actorOf(req), req.body),
  );

  app.post(
    '/addAcceptedRequest',
    { ...provider, schema: { body: offerActionRequest, response: { 200: offerUpdate } } },
    (req) => d.offerDoors.accept(actorOf(req), req.body),
  );

  // Offers by id: the other party accepts, declines or counters; the maker withdraws.
  const answer = {
    ...access.users({ noBody: true }),
    schema: { params: offerIdParams, response: { 200: offerUpdate } },
  };
  app.post('/offers/:offerId/accept', answer, (req) =>
    d.offers.accept(actorOf(req), req.params.offerId),
  );
  app.post('/offers/:offerId/decline', answer, (req) =>
    d.offers.decline(actorOf(req), req.params.offerId),
  );
  app.post('/offers/:offerId/withdraw', answer, (req) =>
    d.offers.withdraw(actorOf(req), req.params.offerId),
  );
  app.post(
    '/offers/:offerId/counter',
    {
      ...either,
      schema: { params: offerIdParams, body: counterOfferRequest, response: { 200: chatMessage } },
    },
    (req) => d.offers.counter(actorOf(req), req.params.offerId, toMinorUnits(req.body.price)),
  );
  app.get(
    '/offers',
    { ...either, schema: { querystring: offersQuery, response: { 200: z.array(offer) } } },
    (req) => d.offers.history(actorOf(req), req.query.request_id),
  );
}
