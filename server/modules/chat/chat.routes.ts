import { z } from 'zod';
import {
  chatHead,
  chatHeadPage,
  chatHeadsQuery,
  chatMessage,
  messagesQuery,
  openChatRequest,
  roomRequest,
  SPEC_CHAT_HEADS_PAGE,
  sendMessageRequest,
} from '#contracts/chat';
import { chatRead, markReadBody } from '#contracts/chat-presence';
import { cursorQuery } from '#contracts/common';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { ChatService } from './chat.service';

type Deps = {
  authenticate: Authenticate;
  chat: ChatService;
};

/**
 * The REST doors of the chat; the socket events in chat.socket.ts call the same services. The
 * offers made in a chat have their own doors (modules/offers/offers.routes.ts).
 */
export function registerChatRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
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
      ...access.users({ budget: 'presence' }),
      schema: { params: roomRequest, body: markReadBody, response: { 200: chatRead } },
    },
    (req) =>
      d.chat.markRead(actorOf(req), { room: req.params.room, message_id: req.body.message_id }),
  );

  app.post(
    '/createORupdateChatHead',
    {
      ...access.providers({ budget: 'chat-opens' }),
      schema: { body: openChatRequest, response: { 200: chatHead } },
    },
    (req) => d.chat.open(actorOf(req), req.body),
  );

  app.get(
    '/getMessages',
    { ...either, schema: { querystring: messagesQuery, response: { 200: z.array(chatMessage) } } },
    (req) => d.chat.messages(actorOf(req), req.query),
  );

  app.post(
    '/saveMessage',
    {
      ...access.users({ budget: 'chat-writes' }),
      schema: { body: sendMessageRequest, response: { 200: chatMessage } },
    },
    (req) => d.chat.send(actorOf(req), req.body),
  );
}
