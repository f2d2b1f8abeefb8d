import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, send, signUp } from '../../test/factories';
import { exeBytes, jpegBytes, multipart, pngBytes } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let client: Awaited<ReturnType<typeof signUp>>;
let sp: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminToken(t);
  client = await signUp(t, 'client');
  sp = await signUp(t, 'provider');
});
afterAll(() => t.close());

const icon = (field: string, bytes = pngBytes(300)) => ({
  field,
  name: 'icon.png',
  type: 'image/png',
  bytes,
});
const addCategory = (name: string, token = admin, file = icon('categoryImg')) =>
  send(
    t,
    'POST',
    '/api/Addcategories',
    token,
    multipart({ name, description: `All about ${name}.` }, file),
  );
const addService = (categoryId: number, name: string, file = icon('serviceImg')) =>
  send(
    t,
    'POST',
    '/api/AddService',
    admin,
    multipart({ name, description: `${name}, done well.`, category_id: categoryId }, file),
  );

describe('adding categories and services', () => {
  it('adds an inactive category with its icon at /images/{slug}.png, then a service, then activates', async () => {
    const created = await addCategory('Pest Control');
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const icon = await t.app.inject('/images/pest-control.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.rawPayload.equals(pngBytes(300))).toBe(true);

    const all = (await send(t, 'GET', '/api/Allcategories', admin)).json();
    expect(all.find((c: { category_id: number }) => c.category_id === id)).toMatchObject({
      status: 'inactive',
    });
    expect(
      (await send(t, 'GET', '/api/categories', undefined))
        .json()
        .some((c: { category_id: number }) => c.category_id === id),
    ).toBe(false);

    const early = await send(t, 'PUT', `/api/updateCategoryStatus/${id}`, admin, {
      status: 'active',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/active service/);

    expect((await addService(id, 'Termite Treatment')).statusCode).toBe(201);
    expect((await t.app.inject('/images/termite-treatment.png')).statusCode).toBe(200);
    const activated = await send(t, 'PUT', `/api/updateCategoryStatus/${id}`, admin, {
      status: 'active',
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ category_id: id, status: 'active' });
    const services = (await send(t, 'GET', `/api/services/${id}`, undefined)).json();
    expect(services.map((s: { name: string }) => s.name)).toEqual(['Termite Treatment']);
    // Clients see the service's image on the category page; a seeded service has none.
    expect(services[0].image).toBe('/images/termite-treatment.png');
    const seeded = (await send(t, 'GET', '/api/services/1', undefined)).json();
    expect(seeded[0].image).toBeNull();
  });

  it('answers 409 for a duplicate name, in any case or spelling of the slug, and keeps the first icon', async () => {
    const before = fs.readFileSync(path.join(t.config.dataDir, 'images', 'pest-control.png'));
    for (const name of ['pest control', 'Pest-Control', 'Plumbing Services']) {
      const res = await addCategory(name, admin, icon('categoryImg', pngBytes(999)));
      expect(res.statusCode, name).toBe(409);
    }
    expect(
      fs.readFileSync(path.join(t.config.dataDir, 'images', 'pest-control.png')).equals(before),
    ).toBe(true);
    const res = await addService(1, 'Leak Repair');
    expect(res.statusCode).toBe(409);
  });

  it('takes a JPEG or WebP icon too, kept at /images/{slug}.png and served as what its bytes are', async () => {
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4, 0),
      Buffer.from('WEBP'),
      Buffer.alloc(52, 3),
    ]);
    for (const [name, bytes, type] of [
      ['Aquarium Care', jpegBytes(200), 'image/jpeg'],
      ['Solar Fitting', webp, 'image/webp'],
    ] as const) {
      const added = await addCategory(name, admin, {
        field: 'categoryImg',
        name: 'photo.bin',
        type: 'application/octet-stream',
        bytes,
      });
      expect(added.statusCode).toBe(201);
      const served = await t.app.inject(`/images/${name.toLowerCase().replace(' ', '-')}.png`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses an image that is not a PNG, JPEG or WebP by its bytes, or none, or a missing name; nothing is created', async () => {
    const count = (await send(t, 'GET', '/api/Allcategories', admin)).json().length;
    expect(
      (
        await addCategory('Gardening', admin, {
          field: 'categoryImg',
          name: 'g.png',
          type: 'image/png',
          bytes: exeBytes(),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          t,
          'POST',
          '/api/Addcategories',
          admin,
          multipart({ name: 'Gardening', description: 'x' }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          t,
          'POST',
          '/api/Addcategories',
          admin,
          multipart({ name: '', description: 'x' }, icon('categoryImg')),
        )
      ).statusCode,
    ).toBe(400);
    expect((await send(t, 'GET', '/api/Allcategories', admin)).json()).toHaveLength(count);
    expect(fs.existsSync(path.join(t.config.dataDir, 'images', 'gardening.png'))).toBe(false);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await addCategory(
      'Huge',
      admin,
      icon('categoryImg', pngBytes(5 * 1024 * 1024 + 1)),
    );
    expect(res.statusCode).toBe(413);
  });

  it('gives names with punctuation or accents a safe icon name, and refuses reserved or empty ones', async () => {
    const res = await addCategory('Plumbing & Heating Café');
    expect(res.statusCode).toBe(201);
    expect((await t.app.inject('/images/plumbing-heating-cafe.png')).statusCode).toBe(200);
    for (const name of ['Logo', 'Home 1', 'about-2']) {
      const reserved = await addCategory(name);
      expect(reserved.statusCode, name).toBe(409);
      expect(reserved.json().error.message).toMatch(/reserved/);
    }
    expect((await addCategory('&&&')).statusCode).toBe(400);
  });

  it('answers 400, not 413, for two files, and for an over-long field', async () => {
    const boundary = 'xyz';
    const part = (name: string, file: boolean) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.png"\r\nContent-Type: image/png' : ''}\r\n\r\n${file ? pngBytes(20).toString('latin1') : 'x'}\r\n`;
    const body = Buffer.from(
      `${part('name', false)}${part('categoryImg', true)}${part('categoryImg', true)}--${boundary}--\r\n`,
      'latin1',
    );
    const twoFiles = await send(t, 'POST', '/api/Addcategories', admin, {
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(twoFiles.statusCode).toBe(400);
    const long = await send(
      t,
      'POST',
      '/api/Addcategories',
      admin,
      multipart({ name: 'Long', description: 'x'.repeat(20_000) }, icon('categoryImg')),
    );
    expect(long.statusCode).toBe(400);
  });

  it('answers 404 for a service in an unknown category', async () => {
    expect((await addService(9999, 'Nowhere')).statusCode).toBe(404);
  });
});

describe('status changes', () => {
  it('deactivating a service hides it from visitors and from provider pickers', async () => {
    const res = await send(t, 'PUT', '/api/updateServiceStatus/3', admin, { status: 'inactive' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ service_id: 3, status: 'inactive' });
    const services = (await send(t, 'GET', '/api/services/1', undefined)).json();
    expect(services.some((s: { service_id: number }) => s.service_id === 3)).toBe(false);
    const admins = (await send(t, 'GET', '/api/Allservices/1', admin)).json();
    expect(admins.find((s: { service_id: number }) => s.service_id === 3)).toMatchObject({
      status: 'inactive',
    });
  });

  it('refuses to deactivate the last active service of an active category', async () => {
    const created = (await addCategory('Window Tinting')).json().id;
    const service = (await addService(created, 'Film Fitting')).json().id;
    await send(t, 'PUT', `/api/updateCategoryStatus/${created}`, admin, { status: 'active' });
    const res = await send(t, 'PUT', `/api/updateServiceStatus/${service}`, admin, {
      status: 'inactive',
    });
    expect(res.statusCode).toBe(409);
    await send(t, 'PUT', `/api/updateCategoryStatus/${created}`, admin, { status: 'inactive' });
    expect(
      (await send(t, 'PUT', `/api/updateServiceStatus/${service}`, admin, { status: 'inactive' }))
        .statusCode,
    ).toBe(200);
  });

  it('deactivating a category hides it and its services everywhere', async () => {
    await send(t, 'PUT', '/api/updateCategoryStatus/6', admin, { status: 'inactive' });
    expect(
      (await send(t, 'GET', '/api/categories', undefined))
        .json()
        .some((c: { category_id: number }) => c.category_id === 6),
    ).toBe(false);
    expect((await send(t, 'GET', '/api/categories/6', undefined)).statusCode).toBe(404);
    const offerable = (await send(t, 'GET', '/api/activeServices', undefined)).json();
    expect(offerable.some((s: { category_id: number }) => s.category_id === 6)).toBe(false);
    expect((await send(t, 'GET', '/api/getServiceName?service_id=26', undefined)).statusCode).toBe(
      404,
    );
  });

  it('answers 400 for a bad status or id and 404 for an unknown one', async () => {
    expect(
      (await send(t, 'PUT', '/api/updateServiceStatus/3', admin, { status: 'paused' })).statusCode,
    ).toBe(400);
    expect(
      (await send(t, 'PUT', '/api/updateCategoryStatus/x', admin, { status: 'active' })).statusCode,
    ).toBe(400);
    expect(
      (await send(t, 'PUT', '/api/updateServiceStatus/9999', admin, { status: 'active' }))
        .statusCode,
    ).toBe(404);
    expect((await send(t, 'GET', '/api/Allservices/9999', admin)).statusCode).toBe(404);
  });
});

describe('every admin endpoint needs the admin token', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin'],
    ['GET', '/api/Allcategories'],
    ['GET', '/api/Allservices/1'],
    ['PUT', '/api/updateCategoryStatus/1', { status: 'inactive' }],
    ['PUT', '/api/updateServiceStatus/1', { status: 'inactive' }],
    ['DELETE', '/api/removeReqCategories/1'],
    ['POST', '/api/approveReqCategories/1'],
  ];
  it.each(calls)(
    '%s %s: 401 without a token, 403 for a client or a provider',
    async (method, url, body) => {
      const m = method as 'GET' | 'PUT' | 'DELETE' | 'POST';
      expect((await send(t, m, url, undefined, body as Record<string, unknown>)).statusCode).toBe(
        401,
      );
      expect(
        (await send(t, m, url, client.token, body as Record<string, unknown>)).statusCode,
      ).toBe(403);
      expect((await send(t, m, url, sp.token, body as Record<string, unknown>)).statusCode).toBe(
        403,
      );
    },
  );

  it('multipart admin endpoints too', async () => {
    expect((await addCategory('Sneaky', client.token)).statusCode).toBe(403);
    expect((await addCategory('Sneaky', sp.token)).statusCode).toBe(403);
    expect((await addCategory('Sneaky', 'not-a-token')).statusCode).toBe(401);
    const service = multipart(
      { name: 'Sneaky', description: 'x', category_id: 1 },
      icon('serviceImg'),
    );
    expect((await send(t, 'POST', '/api/AddService', client.token, service)).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/AddService', sp.token, service)).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/AddService', undefined, service)).statusCode).toBe(401);
  });
});

describe('the public catalog kept in memory', () => {
  const getWith = (url: string, etag?: string) =>
    t.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  it('answers 304 to a browser that has the list, and a new list after the admin changes it', async () => {
    const first = await getWith('/api/services/1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await getWith('/api/services/1', etag);
    expect([again.statusCode, again.body]).toEqual([304, '']);

    const listed: { service_id: number; name: string }[] = first.json();
    expect(listed.length).toBeGreaterThan(1);
    const drains = listed.at(-1) as { service_id: number; name: string };
    const off = await send(t, 'PUT', `/api/updateServiceStatus/${drains.service_id}`, admin, {
      status: 'inactive',
    });
    expect(off.statusCode).toBe(200);
    const changed = await getWith('/api/services/1', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().map((s: { name: string }) => s.name)).not.toContain(drains.name);

    await send(t, 'PUT', `/api/updateServiceStatus/${drains.service_id}`, admin, {
      status: 'active',
    });
    // The same list as before has the same tag: the browser's first copy is good again.
    const back = await getWith('/api/services/1', etag);
    expect([back.statusCode, back.headers.etag]).toEqual([304, etag]);
  });
});
