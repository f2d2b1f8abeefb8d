import { z } from 'zod';
import {
  chatHead,
  chatHeadsQuery,
  chatMessage,
  messagesQuery,
  offerActionRequest,
  offerUpdate,
  openChatRequest,
  sendMessageRequest,
  sendOfferRequest,
  updateOfferRequest,
} from '../../../contracts/chat';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { ChatService } from './chat.service';
import type { OffersService } from './offers.service';

type Deps = { authenticate: Authenticate; chat: ChatService; offers: OffersService };

/** The REST doors of the chat; the socket events in chat.socket.ts call the same services. */
export function registerChatRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const client = access.clients();
  const provider = access.providers();
  const either = access.users();

  app.get(
    '/getChatHeads',
    { ...either, schema: { querystring: chatHeadsQuery, response: { 200: z.array(chatHead) } } },
    (req) => d.chat.heads(actorOf(req)),
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
    (req) => d.offers.send(actorOf(req), req.body),
  );

  app.put(
    '/updateRequestMessage',
    { ...either, schema: { body: updateOfferRequest, response: { 200: offerUpdate } } },
    (req) =>
      req.body.status === 'accepted'
        ? d.offers.accept(actorOf(req), req.body)
        : d.offers.cancel(actorOf(req), req.body),
  );

  app.post(
    '/addAcceptedRequest',
    { ...provider, schema: { body: offerActionRequest, response: { 200: offerUpdate } } },
    (req) => d.offers.accept(actorOf(req), req.body),
  );
}
