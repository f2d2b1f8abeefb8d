import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatHead, ChatMessage } from '#contracts/chat';
import { DAY, disputeHelpers } from '../../test/disputes';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import { chatAboutRequest, newClient, type User } from '../../test/marketplace';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webmVoiceNote } from '../../test/voice-notes';
import { CHAT_MEDIA_AREA } from './chat-media.service';

let t: TestApp;
let admin: string;
let now = new Date();
let client: User;
let sp: User;
let room: string;
beforeAll(async () => {
  t = await createTestApp(
    // Room for about two photos a day: the budget test fills it.
    { ...adminEnv, AUTH_RATE_LIMIT_PER_MINUTE: '10000', CHAT_MEDIA_BYTES_PER_DAY: '400000' },
    { clock: () => now },
  );
  admin = await adminToken(t);
  ({ client, sp, room } = await chatAboutRequest(t));
});
afterAll(() => t.close());

const { deal, openDispute } = disputeHelpers({
  t: () => t,
  admin: () => admin,
  setNow: (next) => {
    now = next;
    return next;
  },
});

/** A real JPEG carrying a camera's EXIF with a GPS position. */
const photoWithGps = (width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 33/1 0/1' },
    })
    .toBuffer();

const sendPhoto = (user: User, bytes: Buffer, to = room, name = 'photo.jpg') =>
  send(
    t,
    'POST',
    `/api/chat/${to}/photos`,
    user.token,
    multipart({ caption: 'The leak' }, { field: 'photo', name, type: 'image/jpeg', bytes }),
  );

const sendVoice = (user: User, bytes: Buffer, durationMs: number | string = 2000, to = room) =>
  send(
    t,
    'POST',
    `/api/chat/${to}/voice-notes`,
    user.token,
    multipart(
      { duration_ms: durationMs },
      { field: 'voice', name: 'note.webm', type: 'audio/webm', bytes },
    ),
  );

const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'files', CHAT_MEDIA_AREA);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const attachmentRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('chat_attachments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('photos', () => {
  it('stores a photo without its EXIF, at most 1600 px, with a 320 px thumbnail', async () => {
    const res = await sendPhoto(client, await photoWithGps());
    expect(res.statusCode).toBe(200);
    const message = res.json() as ChatMessage;
    expect(message).toMatchObject({ message_text: 'The leak', sender_type: 'clients' });
    expect(message.attachment).toMatchObject({ kind: 'photo', width: 1600, height: 1200 });
    const large = await get(t, message.attachment?.url ?? '', sp.token);
    expect(large.statusCode).toBe(200);
    expect(large.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    const thumb = await get(t, message.attachment?.thumb_url ?? '', client.token);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
  });

  it('shows "Photo" as the chat preview in each reader\'s language', async () => {
    await sendPhoto(sp, await photoWithGps(400, 300));
    const heads = (await get(t, '/api/getChatHeads', client.token)).json() as ChatHead[];
    const head = heads.find((h) => h.room === room);
    expect(head).toMatchObject({ lastmsg: 'Photo', lastmsg_said: { kind: 'message.photo' } });
    const history = (await get(t, `/api/getMessages?room=${room}`, sp.token)).json();
    expect((history as ChatMessage[]).at(-1)?.attachment?.kind).toBe('photo');
  });

  it('refuses a text file named .jpg and stores nothing', async () => {
    const before = [storedFiles(), await attachmentRows()];
    const res = await sendPhoto(client, Buffer.from('not a photo at all'), room, 'fake.jpg');
    expect(res.statusCode).toBe(400);
    expect([storedFiles(), await attachmentRows()]).toEqual(before);
  });

  it('refuses bytes that start like a JPEG but do not decode', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    const res = await sendPhoto(client, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.key).toBe('chat.media.errors.unreadable');
  });
});

describe('who may send and read', () => {
  it('refuses a stranger sending into the room (403) and reading an attachment (404)', async () => {
    const stranger = await newClient(t);
    const photo = await photoWithGps(200, 150);
    expect((await sendPhoto(stranger, photo)).statusCode).toBe(403);
    expect((await sendVoice(stranger, webmVoiceNote())).statusCode).toBe(403);
    const mine = (await sendPhoto(client, photo)).json() as ChatMessage;
    expect((await get(t, mine.attachment?.url ?? '', stranger.token)).statusCode).toBe(404);
    expect((await get(t, mine.attachment?.url ?? '', admin)).statusCode).toBe(404);
    expect((await get(t, '/api/chat-attachments/999999', client.token)).statusCode).toBe(404);
  });

  it('refuses a stranger before reading the upload (403, not 413), and a chat that does not exist (404)', async () => {
    const stranger = await newClient(t);
    const before = [storedFiles(), await attachmentRows()];
    expect((await sendPhoto(stranger, Buffer.alloc(9 * 1024 * 1024, 1))).statusCode).toBe(403);
    const noSuchChat = `room_${client.id}_999999`;
    expect((await sendPhoto(client, await photoWithGps(200, 150), noSuchChat)).statusCode).toBe(
      404,
    );
    expect([storedFiles(), await attachmentRows()]).toEqual(before);
  });

  it('lets the admin read it once an order between the two is in dispute, not before', async () => {
    const d = await deal();
    const chat = `room_${d.client.id}_${d.sp.id}`;
    const photo = (await sendPhoto(d.sp, await photoWithGps(200, 150), chat)).json();
    const url = (photo as ChatMessage).attachment?.url ?? '';
    expect((await get(t, url, admin)).statusCode).toBe(404);
    now = new Date(now.getTime() + DAY);
    expect((await openDispute(d.client, d.requestId)).statusCode).toBe(200);
    expect((await get(t, url, admin)).statusCode).toBe(200);
  });
});

describe('voice notes', () => {
  it('stores an Opus WebM with its length, readable by both parties', async () => {
    const res = await sendVoice(sp, webmVoiceNote(), 2345);
    expect(res.statusCode).toBe(200);
    const message = res.json() as ChatMessage;
    expect(message.attachment).toMatchObject({
      kind: 'voice',
      duration_ms: 2345,
      thumb_url: null,
    });
    const file = await get(t, message.attachment?.url ?? '', client.token);
    expect(file.headers['content-type']).toMatch(/^audio\/webm/);
    expect(file.rawPayload.equals(webmVoiceNote())).toBe(true);
  });

  it('refuses a wrong signature, a WebM without Opus, and a length over 2 minutes', async () => {
    const before = [storedFiles(), await attachmentRows()];
    expect((await sendVoice(sp, Buffer.from('RIFF....WAVEfmt '))).statusCode).toBe(400);
    const vorbis = await sendVoice(sp, webmVoiceNote(4000, 'A_VORBIS'));
    expect(vorbis.statusCode).toBe(400);
    expect(vorbis.json().error.key).toBe('chat.media.errors.notOpus');
    // Matroska with an Opus track, and bytes that only mention A_OPUS: not a WebM voice note.
    const matroska = await sendVoice(sp, webmVoiceNote(4000, 'A_OPUS', 'matroska'));
    expect(matroska.json().error.key).toBe('chat.media.errors.notOpus');
    const mention = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      Buffer.from('webmA_OPUS'),
    ]);
    expect((await sendVoice(sp, Buffer.concat([mention, Buffer.alloc(4000)]))).statusCode).toBe(
      400,
    );
    const long = await sendVoice(sp, webmVoiceNote(), 120_001);
    expect(long.json().error).toMatchObject({ key: 'chat.media.errors.voiceTooLong' });
    expect((await sendVoice(sp, webmVoiceNote(), 0)).statusCode).toBe(400);
    expect((await sendVoice(sp, webmVoiceNote(1_600_000))).statusCode).toBe(413);
    expect([storedFiles(), await attachmentRows()]).toEqual(before);
  });
});

describe('the daily bytes budget', () => {
  it('answers 429 past it and writes nothing', async () => {
    const { client: c, room: r } = await chatAboutRequest(t);
    // Noise does not compress: each photo stores well over 100 kB.
    const noisy = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg()
      .toBuffer();
    let res = await sendPhoto(c, noisy, r);
    for (let i = 0; i < 10 && res.statusCode === 200; i++) res = await sendPhoto(c, noisy, r);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.key).toBe('chat.media.errors.dailyBytes');
    const before = [storedFiles(), await attachmentRows()];
    const messages = (await get(t, `/api/getMessages?room=${r}`, c.token)).json().length;
    expect((await sendPhoto(c, noisy, r)).statusCode).toBe(429);
    expect([storedFiles(), await attachmentRows()]).toEqual(before);
    expect((await get(t, `/api/getMessages?room=${r}`, c.token)).json()).toHaveLength(messages);
  });
});
