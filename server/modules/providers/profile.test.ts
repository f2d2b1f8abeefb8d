import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, post, send, signUp } from '../../test/factories';
import { exeBytes, jpegBytes, multipart, pngBytes } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sp: Awaited<ReturnType<typeof signUp>>;
let client: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  sp = await signUp(t, 'provider');
  client = await signUp(t, 'client');
});
afterAll(() => t.close());

const fields = (overrides: Record<string, string | number> = {}) => ({
  firstName: 'Bilal',
  lastName: 'Raza',
  phone: '03009876543',
  address: '7 Canal Road',
  city_id: 3,
  gender: 'male',
  dob: '1991-05-20',
  email: sp.email,
  ...overrides,
});

describe('GET /api/service-provider/profile', () => {
  it('answers the provider their own profile, with no rating yet and no image', async () => {
    const res = await send(t, 'GET', '/api/service-provider/profile', sp.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sp_id: sp.user_ID,
      firstName: 'Bilal',
      lastName: 'Raza',
      phone: '03001234567',
      address: '12 Mall Road',
      city_id: 2,
      city_name: 'Lahore',
      gender: 'male',
      dob: '1990-04-12',
      email: sp.email,
      averageRating: null,
      profileImage: null,
      cityChangeableAt: null,
    });
  });

  it('answers 401 without a token and 403 to a client or the admin', async () => {
    expect((await send(t, 'GET', '/api/service-provider/profile', undefined)).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/service-provider/profile', client.token)).statusCode).toBe(
      403,
    );
    expect(
      (await send(t, 'GET', '/api/service-provider/profile', await adminToken(t))).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/service-provider/updateProfile', () => {
  it('updates every field and stores a real image, served only to signed-in users', async () => {
    const image = jpegBytes(2048);
    const res = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      sp.token,
      multipart(fields({ firstName: 'Bilal A.' }), {
        field: 'profileImage',
        name: 'me.jpg',
        type: 'image/jpeg',
        bytes: image,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Bilal A.',
      city_id: 3,
      city_name: 'Islamabad',
      dob: '1991-05-20',
    });
    const path = res.json().profileImage;
    expect(path).toBe(`/service-provider/image/${sp.user_ID}`);

    const img = await send(t, 'GET', `/api${path}`, client.token);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.equals(image)).toBe(true);
    expect((await send(t, 'GET', `/api${path}`, undefined)).statusCode).toBe(401);
  });

  it('keeps the image when none is sent, and replaces it when a new one is', async () => {
    const plain = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      sp.token,
      multipart(fields()),
    );
    expect(plain.statusCode).toBe(200);
    const kept = await send(t, 'GET', `/api/service-provider/image/${sp.user_ID}`, sp.token);
    expect(kept.headers['content-type']).toBe('image/jpeg');
    const withImage = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      sp.token,
      multipart(fields(), {
        field: 'profileImage',
        name: 'me.png',
        type: 'image/png',
        bytes: pngBytes(),
      }),
    );
    expect(withImage.statusCode).toBe(200);
    const replaced = await send(t, 'GET', `/api/service-provider/image/${sp.user_ID}`, sp.token);
    expect(replaced.headers['content-type']).toBe('image/png');
  });

  it('refuses an upload that lies about its type, and changes nothing', async () => {
    const res = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      sp.token,
      multipart(fields({ firstName: 'Changed' }), {
        field: 'profileImage',
        name: 'cat.png',
        type: 'image/png',
        bytes: exeBytes(),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/JPEG, PNG or WebP/);
    const profile = (await send(t, 'GET', '/api/service-provider/profile', sp.token)).json();
    expect(profile.firstName).not.toBe('Changed');
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      sp.token,
      multipart(fields(), {
        field: 'profileImage',
        name: 'big.png',
        type: 'image/png',
        bytes: pngBytes(5 * 1024 * 1024 + 1),
      }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it("answers 409 'Email already exists' for another account's email", async () => {
    const res = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      sp.token,
      multipart(fields({ email: client.email.toUpperCase(), current_password: sp.password })),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email already exists');
  });

  it('answers 400 for bad fields and for JSON instead of a form', async () => {
    const bads: Array<Record<string, string>> = [
      { phone: '12ab' },
      { dob: '2999-01-01' },
      { city_id: 'x' },
      { gender: 'robot' },
      { firstName: '' },
    ];
    for (const bad of bads) {
      const res = await send(
        t,
        'PUT',
        '/api/service-provider/updateProfile',
        sp.token,
        multipart(fields(bad)),
      );
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const json = await send(t, 'PUT', '/api/service-provider/updateProfile', sp.token, fields());
    expect(json.statusCode).toBe(400);
  });

  it('answers 403 to a client and 401 without a token', async () => {
    expect(
      (
        await send(
          t,
          'PUT',
          '/api/service-provider/updateProfile',
          client.token,
          multipart(fields()),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await send(t, 'PUT', '/api/service-provider/updateProfile', undefined, multipart(fields())))
        .statusCode,
    ).toBe(401);
  });

  it('keeps exactly one image file when uploads overlap', async () => {
    const uploads = await Promise.all(
      [1, 2, 3].map((n) =>
        send(
          t,
          'PUT',
          '/api/service-provider/updateProfile',
          sp.token,
          multipart(fields(), {
            field: 'profileImage',
            name: `${n}.png`,
            type: 'image/png',
            bytes: pngBytes(100 + n),
          }),
        ),
      ),
    );
    expect(uploads.map((u) => u.statusCode)).toEqual([200, 200, 200]);
    const dir = path.join(t.config.dataDir, 'files', 'profile');
    const stored = await t.db
      .selectFrom('service_providers')
      .select('profile_image')
      .where('sp_id', '=', sp.user_ID)
      .executeTakeFirstOrThrow();
    expect(fs.readdirSync(dir)).toEqual([stored.profile_image]);
  });

  it('does not move the login to a new email on a token alone (decision 0014)', async () => {
    const email = `moved.${Date.now()}@example.com`;
    const tokenOnly = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      sp.token,
      multipart(fields({ email })),
    );
    expect(tokenOnly.statusCode).toBe(400);
    expect(tokenOnly.json().error.code).toBe('current_password_required');

    const res = await send(
      t,
      'PUT',
      '/api/service-provider/updateProfile',
      sp.token,
      multipart(fields({ email, current_password: sp.password })),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: sp.email, emailConfirmationSentTo: email });
    expect((await post(t, '/api/login', { email, password: sp.password })).statusCode).toBe(401);
    expect(
      (await post(t, '/api/login', { email: sp.email, password: sp.password })).statusCode,
    ).toBe(200);
    // Without SMTP_URL both mails land in DATA_DIR/outbox as .eml files.
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    expect(
      mails.filter((m) => m.includes(`To: ${email}`) && m.includes('/confirm-email?')),
    ).toHaveLength(1);
    expect(mails.filter((m) => m.includes(`To: ${sp.email}`))).toHaveLength(1);
    // They hold live links: readable by the server's user only.
    expect(fs.statSync(outbox).mode & 0o777).toBe(0o700);
    for (const f of fs.readdirSync(outbox)) {
      expect(fs.statSync(path.join(outbox, f)).mode & 0o777).toBe(0o600);
    }
  });

  it('answers 404 for the image of a provider without one', async () => {
    const other = await signUp(t, 'provider');
    expect(
      (await send(t, 'GET', `/api/service-provider/image/${other.user_ID}`, client.token))
        .statusCode,
    ).toBe(404);
  });
});
