import sharp from 'sharp';
import { send } from '../test/factories';
import { multipart } from '../test/multipart';
import { webmVoiceNote } from '../test/voice-notes';
import type { MatrixRow } from './authorization-matrix';
import type { World } from './authorization-world';

/** Either party of the world's chat; nobody else. */
const PARTIES = [401, 200, 403, 200, 403, 403] as const;
/**
 * Read by the two parties, and by the admin while an order between them is in dispute (the
 * dispute rows, run before these, opened one); 404 for others.
 */
const READ = [401, 200, 404, 200, 404, 200] as const;

const photoForm = async () =>
  multipart(
    {},
    {
      field: 'photo',
      name: 'leak.jpg',
      type: 'image/jpeg',
      bytes: await sharp({ create: { width: 32, height: 24, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
    },
  );

const voiceForm = () =>
  multipart(
    { duration_ms: 1500 },
    {
      field: 'voice',
      name: 'note.webm',
      type: 'audio/webm',
      bytes: webmVoiceNote(64),
    },
  );

/** The client sends a photo in the world's chat; answers its attachment's id. */
async function newPhoto(w: World): Promise<number> {
  const res = await send(w.t, 'POST', `/api/chat/${w.room}/photos`, w.client.token, {
    ...(await photoForm()),
  });
  return (res.json() as { attachment: { attachment_id: number } }).attachment.attachment_id;
}

/** The matrix rows of chat photos and voice notes (decision 0087). */
export const CHAT_MEDIA_ROWS: MatrixRow[] = [
  {
    op: 'POST /api/chat/:room/photos',
    url: (w) => `/api/chat/${w.room}/photos`,
    body: () => photoForm(),
    expect: PARTIES,
  },
  {
    op: 'POST /api/chat/:room/voice-notes',
    url: (w) => `/api/chat/${w.room}/voice-notes`,
    body: () => voiceForm(),
    expect: PARTIES,
  },
  {
    op: 'GET /api/chat-attachments/:id',
    prepare: async (w) => ({ id: await newPhoto(w) }),
    url: (_w, c) => `/api/chat-attachments/${c.id}`,
    expect: READ,
  },
  {
    op: 'GET /api/chat-attachments/:id/thumb',
    prepare: async (w) => ({ id: await newPhoto(w) }),
    url: (_w, c) => `/api/chat-attachments/${c.id}/thumb`,
    expect: READ,
  },
];
