import { z } from 'zod';
import { text } from './common';

/** Photos and voice notes in chats (decision 0087): the limits the app and the server share. */

/** The largest photo the server takes (the app sends a downscaled JPEG, far smaller). */
export const MAX_CHAT_PHOTO_BYTES = 8 * 1024 * 1024;
/** The app downscales a photo to this on its longer side; the server stores at most this. */
export const CHAT_PHOTO_PX = 1600;
export const CHAT_THUMB_PX = 320;

/** A voice note lasts at most two minutes. */
export const MAX_VOICE_MS = 120_000;
/** What the app records at: two minutes of it fit well under MAX_VOICE_BYTES. */
export const VOICE_BITS_PER_SECOND = 64_000;
/** Bounds a voice note whatever length it claims (its WebM carries none to check). */
export const MAX_VOICE_BYTES = 1.5 * 1024 * 1024;

/** What one account may send in chat photos and voice notes per day. */
export const CHAT_MEDIA_BYTES_PER_DAY = 50 * 1024 * 1024;

export const chatAttachment = z.object({
  attachment_id: z.number().int(),
  kind: z.enum(['photo', 'voice']),
  /** GET path of the file: the display image, or the voice note. */
  url: z.string(),
  /** GET path of a photo's thumbnail; null for a voice note. */
  thumb_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
});
export type ChatAttachment = z.infer<typeof chatAttachment>;

export const chatAttachmentPath = (id: number, thumb = false) =>
  `/api/chat-attachments/${id}${thumb ? '/thumb' : ''}`;

export const attachmentParams = z.object({ id: z.coerce.number().int().positive() });

/** As long as a typed message may be (chat.ts imports this file, so the number is its own). */
export const MAX_CAPTION_LENGTH = 2000;

/** The form fields beside the file: an optional caption, and a voice note's length. */
export const photoFields = z.object({
  caption: text(MAX_CAPTION_LENGTH).default(''),
});
export const voiceFields = z.object({
  caption: text(MAX_CAPTION_LENGTH).default(''),
  duration_ms: z.coerce
    .number()
    .int()
    .min(1, 'chat.media.errors.voiceTooLong')
    .max(MAX_VOICE_MS, 'chat.media.errors.voiceTooLong'),
});
