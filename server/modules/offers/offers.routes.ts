import { z } from 'zod';
import {
  chatMessage,
  offerActionRequest,
  offerUpdate,
  roomRequest,
  sendOfferRequest,
  updateOfferRequest,
} from '#contracts/chat';
import { toMinorUnits } from '#contracts/money';
import {
  acceptOfferRequest,
  counterOfferRequest,
  offer,
  offerableQuery,
  offerableRequests,
  offerIdParams,
  offersQuery,
} from '#contracts/offers';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { OfferDoors } from './offer-doors';
import type { OffersService } from './offers.service';

type Deps = {
  authenticate: Authenticate;
  offers: OffersService;
  offerDoors: OfferDoors;
};

/** The REST doors of offers; the socket events in offers.socket.ts call the same services. */
export function registerOfferRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const answers = { budget: 'answers-once' } as const;
  const chatWrite = { budget: 'chat-writes' } as const;

  // The spec's doors name an offer by its request and chat (offer-doors.ts).
  app.post(
    '/saveRequestMessage',
    {
      ...access.clients(chatWrite),
      schema: { body: sendOfferRequest, response: { 200: chatMessage } },
    },
    (req) => d.offerDoors.send(actorOf(req), req.body),
  );

  app.put(
    '/updateRequestMessage',
    {
      ...access.users(answers),
      schema: { body: updateOfferRequest, response: { 200: offerUpdate } },
    },
    (req) =>
      req.body.status === 'accepted'
        ? d.offerDoors.accept(actorOf(req), req.body)
        : d.offerDoors.cancel(actorOf(req), req.body),
  );

  app.post(
    '/addAcceptedRequest',
    {
      ...access.providers(answers),
      schema: { body: offerActionRequest, response: { 200: offerUpdate } },
    },
    (req) => d.offerDoors.accept(actorOf(req), req.body),
  );

  // Which of the client's requests the chat's offer form may send (the rule make() checks).
  app.get(
    '/chat-heads/:room/offerable-requests',
    {
      ...access.clients(),
      schema: {
        params: roomRequest,
        querystring: offerableQuery,
        response: { 200: offerableRequests },
      },
    },
    async (req) => ({
      request_ids: await d.offers.offerable(actorOf(req), req.params.room, req.query.request_ids),
    }),
  );

  // Offers by id: the other party accepts, declines or counters; the maker withdraws.
  const answer = {
    ...access.users({ noBody: true, ...answers }),
    schema: { params: offerIdParams, response: { 200: offerUpdate } },
  };
  app.post(
    '/offers/:offerId/accept',
    {
      ...access.users(answers),
      schema: { params: offerIdParams, body: acceptOfferRequest, response: { 200: offerUpdate } },
    },
    (req) =>
      d.offers.accept(actorOf(req), req.params.offerId, {
        confirmClash: req.body?.confirm_clash,
      }),
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
      ...access.users(chatWrite),
      schema: { params: offerIdParams, body: counterOfferRequest, response: { 200: chatMessage } },
    },
    (req) =>
      d.offers.counter(actorOf(req), req.params.offerId, toMinorUnits(req.body.price), req.body),
  );
  app.get(
    '/offers',
    { ...access.users(), schema: { querystring: offersQuery, response: { 200: z.array(offer) } } },
    (req) => d.offers.history(actorOf(req), req.query.request_id),
  );
}
