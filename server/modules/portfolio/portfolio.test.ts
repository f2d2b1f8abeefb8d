import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Portfolio } from '#contracts/portfolio';
import { adminEnv, adminToken, send, signUp } from '../../test/factories';
import { exeBytes, jpegBytes, multipart, pngBytes } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sp: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let client: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  sp = await signUp(t, 'provider');
  other = await signUp(t, 'provider');
  client = await signUp(t, 'client');
});
afterAll(() => t.close());

/** A real JPEG of `width` × `height`, carrying a camera's EXIF with a GPS position. */
const photoWithGps = (width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', ImageDescription: 'at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 33/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '74/1 21/1 0/1',
      },
    })
    .toBuffer();

/** Whether EXIF (little-endian, as libvips writes it) points at a GPS directory (tag 0x8825). */
const hasGpsPointer = (exif: Buffer | undefined) =>
  Boolean(exif?.includes(Buffer.from([0x25, 0x88])));

const upload = async (token: string, bytes: Buffer, caption = '', type = 'image/jpeg') =>
  send(
    t,
    'POST',
    '/api/service-provider/portfolio',
    token,
    multipart(caption ? { caption } : {}, { field: 'photo', name: 'work.jpg', type, bytes }),
  );

const portfolioFiles = () => {
  const dir = path.join(t.config.dataDir, 'files', 'portfolio');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

const ownPortfolio = async (token = sp.token) =>
  (await send(t, 'GET', '/api/service-provider/portfolio', token)).json() as Portfolio;

async function clear(token: string) {
  for (const photo of (await ownPortfolio(token)).photos)
    await send(t, 'DELETE', `/api/service-provider/portfolio/${photo.photo_id}`, token);
}

describe('POST /api/service-provider/portfolio', () => {
  it('stores a display image and a thumbnail re-encoded as WebP, with no EXIF, GPS or XMP left', async () => {
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);

    const res = await upload(sp.token, original, '  Kitchen tiles in DHA, Lahore  ');
    expect(res.statusCode).toBe(200);
    const [photo] = (res.json() as Portfolio).photos;
    expect(photo).toMatchObject({
      caption: 'Kitchen tiles in DHA, Lahore',
      width: 1600,
      height: 1200,
    });

    for (const [url, longest] of [
      [photo?.imageUrl, 1600],
      [photo?.thumbUrl, 400],
    ] as const) {
      const served = await send(t, 'GET', String(url), undefined);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(longest);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
    }
    // The files on disk, not only the answers, carry no metadata.
    const stored = portfolioFiles();
    expect(stored).toHaveLength(2);
    for (const name of stored) {
      const meta = await sharp(
        fs.readFileSync(path.join(t.config.dataDir, 'files', 'portfolio', name)),
      ).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    await clear(sp.token);
  });

  it('keeps a small image at its size, and takes PNG and WebP too', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#08f' },
    })
      .png()
      .toBuffer();
    const webp = await sharp({
      create: { width: 500, height: 900, channels: 3, background: '#0a0' },
    })
      .webp()
      .toBuffer();
    expect((await upload(sp.token, png, '', 'image/png')).statusCode).toBe(200);
    const res = await upload(sp.token, webp, 'کچن کی ٹائلیں', 'image/webp');
    expect(res.statusCode).toBe(200);
    const photos = (res.json() as Portfolio).photos;
    expect(photos.map((p) => [p.width, p.height, p.caption])).toEqual([
      [300, 200, ''],
      [500, 900, 'کچن کی ٹائلیں'],
    ]);
    await clear(sp.token);
  });

  it('refuses bytes that are not an image, or only start like one, whatever their name says', async () => {
    const exe = await upload(sp.token, exeBytes(), '', 'image/jpeg');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error.code).toBe('bad_request');
    const fakeJpeg = await upload(sp.token, jpegBytes(4096));
    expect(fakeJpeg.statusCode).toBe(400);
    expect(fakeJpeg.json().error.message).toBe(
      'This image could not be read. Upload a JPEG, PNG or WebP photo.',
    );
    expect((await upload(sp.token, pngBytes(4096), '', 'image/png')).statusCode).toBe(400);
    expect(portfolioFiles()).toEqual([]);
    expect((await ownPortfolio()).photos).toEqual([]);
  });

  it('refuses a form without a photo, and a caption too long or with direction controls', async () => {
    const none = await send(
      t,
      'POST',
      '/api/service-provider/portfolio',
      sp.token,
      multipart({ caption: 'x' }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Choose a photo to upload.');
    const photo = await photoWithGps(200, 200);
    expect((await upload(sp.token, photo, 'x'.repeat(141))).statusCode).toBe(400);
    const bidi = await upload(sp.token, photo, 'Tiles \u202Eselit');
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().error.code).toBe('text.control_characters');
    expect((await ownPortfolio()).photos).toEqual([]);
  });

  it('takes 12 photos and refuses the 13th with 409, storing no file for it', async () => {
    const photo = await photoWithGps(64, 48);
    for (let i = 1; i <= 12; i++)
      expect((await upload(other.token, photo, `Job ${i}`)).statusCode).toBe(200);
    const filesAt12 = portfolioFiles();
    const res = await upload(other.token, photo, 'Job 13');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'conflict',
      message: 'Your portfolio already has 12 photos. Remove one to add another.',
    });
    expect(portfolioFiles()).toEqual(filesAt12);
    expect((await ownPortfolio(other.token)).photos).toHaveLength(12);
    await clear(other.token);
  });

  it('answers 401 without a token and 403 to a client or the admin', async () => {
    const photo = await photoWithGps(64, 48);
    expect((await upload('', photo)).statusCode).toBe(401);
    expect((await upload(client.token, photo)).statusCode).toBe(403);
    expect((await upload(await adminToken(t), photo)).statusCode).toBe(403);
  });
});

describe('ordering and removing', () => {
  it('puts the photos in the order given, and refuses an order that is not every photo once', async () => {
    const photo = await photoWithGps(64, 48);
    for (const caption of ['A', 'B', 'C']) await upload(sp.token, photo, caption);
    const ids = (await ownPortfolio()).photos.map((p) => p.photo_id);
    const [a, b, c] = ids as [number, number, number];

    const res = await send(t, 'PUT', '/api/service-provider/portfolio/order', sp.token, {
      photo_ids: [c, a, b],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Portfolio).photos.map((p) => p.caption)).toEqual(['C', 'A', 'B']);
    // A new photo goes last.
    await upload(sp.token, photo, 'D');
    expect((await ownPortfolio()).photos.map((p) => p.caption)).toEqual(['C', 'A', 'B', 'D']);

    for (const wrong of [
      [c, a],
      [c, a, b, b],
      [c, a, 999_999],
    ]) {
      const refused = await send(t, 'PUT', '/api/service-provider/portfolio/order', sp.token, {
        photo_ids: wrong,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        'The new order must list every photo of your portfolio once.',
      );
    }
    // Another provider cannot order them: they are not all of its photos.
    const foreign = await send(t, 'PUT', '/api/service-provider/portfolio/order', other.token, {
      photo_ids: [a],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await ownPortfolio()).photos.map((p) => p.caption)).toEqual(['C', 'A', 'B', 'D']);
    await clear(sp.token);
  });

  it("removes a photo with its two files; another provider's delete is a 404 and removes nothing", async () => {
    const photo = await photoWithGps(64, 48);
    await upload(sp.token, photo, 'Keep');
    const [kept] = (await ownPortfolio()).photos;
    const filesBefore = portfolioFiles();
    expect(filesBefore).toHaveLength(2);

    const foreign = await send(
      t,
      'DELETE',
      `/api/service-provider/portfolio/${kept?.photo_id}`,
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(portfolioFiles()).toEqual(filesBefore);

    const removed = await send(
      t,
      'DELETE',
      `/api/service-provider/portfolio/${kept?.photo_id}`,
      sp.token,
    );
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Portfolio).photos).toEqual([]);
    expect(portfolioFiles()).toEqual([]);
    expect((await send(t, 'GET', String(kept?.thumbUrl), undefined)).statusCode).toBe(404);
    expect(
      (await send(t, 'DELETE', `/api/service-provider/portfolio/${kept?.photo_id}`, sp.token))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/providers/:spId/portfolio', () => {
  it('shows anyone the photos in order with captions and image addresses, nothing private', async () => {
    await upload(sp.token, await photoWithGps(64, 48), 'Bathroom');
    const res = await send(t, 'GET', `/api/providers/${sp.user_ID}/portfolio`, undefined);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Portfolio;
    expect(body.max).toBe(12);
    expect(Object.keys(body.photos[0] ?? {}).sort()).toEqual(
      ['caption', 'height', 'imageUrl', 'photo_id', 'thumbUrl', 'width'].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/\.webp|@|0300/);
    expect(
      (await send(t, 'GET', `/api/providers/${client.user_ID}/portfolio`, undefined)).statusCode,
    ).toBe(404);
    expect((await send(t, 'GET', '/api/providers/abc/portfolio', undefined)).statusCode).toBe(400);
    expect(
      (
        await send(
          t,
          'GET',
          `/api/providers/${other.user_ID}/portfolio/${body.photos[0]?.photo_id}/thumb`,
          undefined,
        )
      ).statusCode,
    ).toBe(404);
    await clear(sp.token);
  });
});
