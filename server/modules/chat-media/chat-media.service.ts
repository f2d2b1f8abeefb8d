import type { Kysely } from 'kysely';
import type { ChatMessage } from '#contracts/chat';
import { partiesOf } from '#contracts/chat';
import { CHAT_PHOTO_PX, CHAT_THUMB_PX, MAX_VOICE_BYTES } from '#contracts/chat-media';
import { ErrorCode } from '#contracts/errors';
import type { Database } from '../../db/schema';
import { AppError, badRequest, notFound, tooManyAttempts } from '../../lib/errors';
import { fileKinds } from '../../lib/file-signature';
import type { FileStore } from '../../lib/file-store';
import type { UploadedFile } from '../../lib/multipart';
import { renderImages } from '../../lib/render-images';
import type { Actor } from '../auth/authenticator';
import type { ChatService } from '../chat/chat.service';
import { partiesFor } from '../chat/chat-rooms';
import * as repo from './chat-media.repo';
import { isOpus } from './voice-check';

/** The file store's area of chat photos and voice notes (private files). */
export const CHAT_MEDIA_AREA = 'chat-media';

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  db: Kysely<Database>;
  files: FileStore;
  chat: Pick<ChatService, 'sendWithAttachment' | 'headFor' | 'countWrite'>;
  /** Bytes of photos and voice notes one user may store per 24 hours. */
  bytesPerDay: number;
};

const gone = () => notFound('chat.media.errors.notFound');

/**
 * Photos and voice notes in chats (decision 0087): checked by their bytes, photos re-encoded
 * without metadata, stored in the file store, each sent as a chat message; read by the chat's
 * two parties, and by the admin while an order between them is in dispute.
 */
export function createChatMediaService({ db, files, chat, bytesPerDay }: Deps) {
  /** Refuses what would take the sender past its daily bytes (a cheap sum, not a lock). */
  async function refuseOverBudget(actor: Actor, adding: number): Promise<void> {
    if ((await repo.bytesSentToday(db, actor.id)) + adding > bytesPerDay)
      throw tooManyAttempts(DAY_MS, 'chat.media.errors.dailyBytes');
  }

  /** Sends the message and writes its attachment's row; the stored files go if it fails. */
  async function send(
    actor: Actor,
    input: { room: string; caption: string },
    stored: Omit<repo.NewAttachment, 'message_id' | 'sender_id'>,
    names: string[],
  ): Promise<ChatMessage> {
    try {
      return await chat.sendWithAttachment(
        actor,
        { ...input, kind: stored.kind },
        (trx, messageId) =>
          repo.insertAttachment(trx, { ...stored, message_id: messageId, sender_id: actor.id }),
      );
    } catch (err) {
      await Promise.all(names.map((name) => files.removePrivate(CHAT_MEDIA_AREA, name)));
      throw err;
    }
  }

  return {
    /**
     * Before the body is read: 403 unless the caller is one of the room's parties, 404 when
     * the chat does not exist, and the upload counted as one of the caller's chat writes (429
     * past it), so a refused upload costs no decode.
     */
    async admit(actor: Actor, room: string): Promise<void> {
      await chat.headFor(actor, room);
      await chat.countWrite(actor);
    },

    async sendPhoto(
      actor: Actor,
      input: { room: string; caption: string },
      file: UploadedFile | undefined,
    ): Promise<ChatMessage> {
      partiesFor(actor, input.room);
      if (!file) throw badRequest('chat.media.errors.noFile');
      await refuseOverBudget(actor, 0);
      const { large, thumb } = await renderImages(
        file.bytes,
        { large: CHAT_PHOTO_PX, thumb: CHAT_THUMB_PX },
        {
          tooManyPixels: 'chat.media.errors.tooManyPixels',
          unreadable: 'chat.media.errors.unreadable',
        },
      );
      const bytes = large.bytes.length + thumb.bytes.length;
      await refuseOverBudget(actor, bytes);
      const fileName = await files.savePrivate(CHAT_MEDIA_AREA, 'webp', large.bytes);
      const thumbName = await files.savePrivate(CHAT_MEDIA_AREA, 'webp', thumb.bytes);
      return send(
        actor,
        input,
        {
          kind: 'photo',
          file_name: fileName,
          thumb_name: thumbName,
          mime: 'image/webp',
          bytes,
          width: large.width,
          height: large.height,
          duration_ms: null,
        },
        [fileName, thumbName],
      );
    },

    async sendVoice(
      actor: Actor,
      input: { room: string; caption: string; duration_ms: number },
      file: UploadedFile | undefined,
    ): Promise<ChatMessage> {
      partiesFor(actor, input.room);
      if (!file) throw badRequest('chat.media.errors.noFile');
      if (!isOpus(file.bytes, file.kind)) throw badRequest('chat.media.errors.notOpus');
      if (file.bytes.length > MAX_VOICE_BYTES)
        throw new AppError(ErrorCode.payloadTooLarge, 413, 'chat.media.errors.voiceTooLarge');
      await refuseOverBudget(actor, file.bytes.length);
      const kind = fileKinds[file.kind];
      const name = await files.savePrivate(CHAT_MEDIA_AREA, kind.ext, file.bytes);
      return send(
        actor,
        { room: input.room, caption: input.caption },
        {
          kind: 'voice',
          file_name: name,
          thumb_name: null,
          mime: kind.mime,
          bytes: file.bytes.length,
          width: null,
          height: null,
          duration_ms: input.duration_ms,
        },
        [name],
      );
    },

    /**
     * An attachment's file (or a photo's thumbnail) for the room's two parties, and for the
     * admin while an order between them is in an open dispute; 404 for anyone else, so that
     * nobody learns which attachments exist.
     */
    async read(actor: Actor, attachmentId: number, thumb: boolean) {
      const found = await repo.findAttachment(db, attachmentId);
      const parties = found && partiesOf(found.room);
      if (!found || !parties || found.hidden_at) throw gone();
      const allowed =
        actor.role === 'admin'
          ? await repo.inOpenDispute(db, parties.clientId, parties.spId)
          : (actor.role === 'clients' && actor.id === parties.clientId) ||
            (actor.role === 'serviceproviders' && actor.id === parties.spId);
      if (!allowed) throw gone();
      const name = thumb ? found.thumb_name : found.file_name;
      if (!name) throw gone();
      return {
        bytes: await files.readPrivate(CHAT_MEDIA_AREA, name),
        mime: found.mime,
      };
    },
  };
}

export type ChatMediaService = ReturnType<typeof createChatMediaService>;
