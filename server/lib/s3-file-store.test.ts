import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, send } from '../test/factories';
import { fileRequest, newClient } from '../test/marketplace';
import { multipart, pngBytes } from '../test/multipart';
import { type S3TestServer, startS3Server } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';

let s3: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ ...adminEnv, ...s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const png = (field: string, bytes: Buffer) => ({ field, name: 'x.png', type: 'image/png', bytes });

describe('the app with STORAGE=s3', () => {
  it('keeps a request image in the bucket and shows it through the authorised route only', async () => {
    const client = await newClient(t);
    const requestId = await fileRequest(t, client);
    const image = pngBytes(500);
    const uploaded = await send(
      t,
      'POST',
      '/api/servicerequestform/uploadImage',
      client.token,
      multipart({ insertID: requestId }, png('requestImg', image)),
    );
    expect(uploaded.statusCode).toBe(200);

    const url = `/api/servicerequestform/image/${requestId}`;
    const own = await get(t, url, client.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(image)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);
    expect((await get(t, url)).statusCode).toBe(401);
    expect((await get(t, url, (await newClient(t)).token)).statusCode).toBe(404);
  });

  it("serves an admin's catalog image at /images/<name>, and the drawn ones still", async () => {
    const icon = pngBytes(300);
    const created = await send(
      t,
      'POST',
      '/api/Addcategories',
      await adminToken(t),
      multipart({ name: 'Roof Repair', description: 'Leaks fixed.' }, png('categoryImg', icon)),
    );
    expect(created.statusCode).toBe(201);

    const served = await t.app.inject('/images/roof-repair.png');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect(served.rawPayload.equals(icon)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'images'))).toBe(false);
    const head = await t.app.inject({ method: 'HEAD', url: '/images/roof-repair.png' });
    expect(head.statusCode).toBe(200);

    // A drawn image of the build (when built) comes from dist/images, as before.
    const drawnFile = path.join(t.config.clientDir, 'images', 'plumbing-services.png');
    const drawn = await t.app.inject('/images/plumbing-services.png');
    expect(drawn.statusCode).toBe(fs.existsSync(drawnFile) ? 200 : 404);
    for (const missing of ['/images/nothing.png', '/images/..%2Fconfig.png', '/images/a.exe']) {
      const res = await t.app.inject(missing);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
