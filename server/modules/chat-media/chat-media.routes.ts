import type { FastifyRequest } from 'fastify';
import { chatMessage, roomRequest } from '#contracts/chat';
import {
  attachmentParams,
  MAX_CHAT_PHOTO_BYTES,
  MAX_VOICE_BYTES,
  photoFields,
  voiceFields,
} from '#contracts/chat-media';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { FileKind } from '../../lib/file-signature';
import { parseFields, readMultipart } from '../../lib/multipart';
import type { Authenticate } from '../auth/authenticator';
import type { ChatMediaService } from './chat-media.service';

type Deps = { authenticate: Authenticate; media: ChatMediaService };

/** Private to the browser that asked: never kept by a shared cache. */
const PRIVATE_CACHE = 'private, max-age=3600';

/** Photos and voice notes sent in chats (decision 0087). */
export function registerChatMediaRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  const sending = {
    ...access.users({ multipart: true, budget: 'chat-writes' }),
    schema: { params: roomRequest, response: { 200: chatMessage } },
  };
  /** The form of an upload into a room, read once the caller is known to be a party of it. */
  const formOf = async (
    req: FastifyRequest<{ Params: { room: string } }>,
    file: { fileField: string; allowed: FileKind[]; maxBytes: number },
  ) => {
    await d.media.admit(actorOf(req), req.params.room);
    return readMultipart(req, file);
  };

  app.post('/chat/:room/photos', sending, async (req) => {
    const { fields, file } = await formOf(req, {
      fileField: 'photo',
      allowed: ['jpeg', 'png', 'webp'],
      maxBytes: MAX_CHAT_PHOTO_BYTES,
    });
    const { caption } = parseFields(photoFields, fields);
    return d.media.sendPhoto(actorOf(req), { room: req.params.room, caption }, file);
  });

  app.post('/chat/:room/voice-notes', sending, async (req) => {
    const { fields, file } = await formOf(req, {
      fileField: 'voice',
      allowed: ['webm', 'ogg'],
      maxBytes: MAX_VOICE_BYTES,
    });
    const { caption, duration_ms } = parseFields(voiceFields, fields);
    return d.media.sendVoice(actorOf(req), { room: req.params.room, caption, duration_ms }, file);
  });

  for (const thumb of [false, true]) {
    app.get(
      thumb ? '/chat-attachments/:id/thumb' : '/chat-attachments/:id',
      { ...access.signedIn({ file: true }), schema: { params: attachmentParams } },
      async (req, reply) => {
        const file = await d.media.read(actorOf(req), req.params.id, thumb);
        return reply
          .type(file.mime)
          .header('cache-control', PRIVATE_CACHE)
          .header('content-disposition', 'inline')
          .send(file.bytes);
      },
    );
  }
}
