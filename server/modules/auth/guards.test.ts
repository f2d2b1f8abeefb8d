import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUp } from '../../test/factories';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';

let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;
let provider: Awaited<ReturnType<typeof signUp>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'a long admin password' });
  client = await signUp(t, 'client');
  provider = await signUp(t, 'provider');
  adminToken = (
    await post(t, '/api/LoginAdmin', { username: 'root', password: 'a long admin password' })
  ).json().token;
});
afterAll(() => t.close());

const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const forge = (
  claims: { sub: string; role: string; ver: number },
  exp: number | string = '1h',
  aud = 'servicehub',
) =>
  new SignJWT({ role: claims.role, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(`forged-${Math.random()}`)
    .setSubject(claims.sub)
    .setAudience(aud)
    .setIssuer('servicehub')
    .setExpirationTime(exp)
    .sign(secret);

describe('GET /api/verify-client and /api/verify-serviceprovider', () => {
  it('answer 200 with the id of the right role', async () => {
    const c = await get(t, '/api/verify-client', client.token);
    expect(c.statusCode).toBe(200);
    expect(c.json()).toEqual({ user_ID: client.user_ID, role: 'clients' });
    const p = await get(t, '/api/verify-serviceprovider', provider.token);
    expect(p.json()).toEqual({ user_ID: provider.user_ID, role: 'serviceproviders' });
  });

  it('answer 403 to the wrong role, including the admin', async () => {
    expect((await get(t, '/api/verify-client', provider.token)).statusCode).toBe(403);
    expect((await get(t, '/api/verify-serviceprovider', client.token)).statusCode).toBe(403);
    expect((await get(t, '/api/verify-client', adminToken)).statusCode).toBe(403);
  });

  it('answer 401 without a token, or with a malformed, forged, expired or foreign-audience one', async () => {
    const sub = String(client.user_ID);
    const tokens = [
      undefined,
      'garbage',
      `${client.token}x`,
      await forge({ sub, role: 'clients', ver: 0 }, Math.floor(Date.now() / 1000) - 10),
      await forge({ sub, role: 'clients', ver: 0 }, '1h', 'another-app'),
      await forge({ sub, role: 'serviceproviders', ver: 0 }),
    ];
    for (const token of tokens) {
      const res = await get(t, '/api/verify-client', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    // A well-formed token for the same claims still passes: the cases above fail for their flaw.
    expect(
      (await get(t, '/api/verify-client', await forge({ sub, role: 'clients', ver: 0 })))
        .statusCode,
    ).toBe(200);
  });

  it('answer 401 to a token issued before the password changed', async () => {
    const user = await signUp(t, 'client');
    await t.db
      .updateTable('accounts')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', user.user_ID)
      .execute();
    expect((await get(t, '/api/verify-client', user.token)).statusCode).toBe(401);
  });
});

describe('POST /api/LoginAdmin', () => {
  it("answers 'Successful' with a token for the configured admin", async () => {
    const res = await post(t, '/api/LoginAdmin', {
      username: 'root',
      password: 'a long admin password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Successful' });
  });

  it("answers 401 'Invalid credentials' for a wrong password or unknown user, 400 for a missing field", async () => {
    for (const body of [
      { username: 'root', password: 'wrong' },
      { username: 'nobody', password: 'a long admin password' },
    ]) {
      const res = await post(t, '/api/LoginAdmin', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        message: 'Invalid credentials',
        error: { code: 'invalid_credentials' },
      });
    }
    expect((await post(t, '/api/LoginAdmin', { username: 'root' })).statusCode).toBe(400);
  });
});

describe('tokens', () => {
  it('refuses a token without an expiry or an id, even signed with the real secret', async () => {
    const anonymousToken = await new SignJWT({ role: 'clients', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(client.user_ID))
      .setAudience('servicehub')
      .setIssuer('servicehub')
      .setExpirationTime('1h')
      .sign(secret);
    expect((await get(t, '/api/verify-client', anonymousToken)).statusCode).toBe(401);
    const forever = await new SignJWT({ role: 'clients', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('a-token-id')
      .setSubject(String(client.user_ID))
      .setAudience('servicehub')
      .setIssuer('servicehub')
      .sign(secret);
    const control = await forge({ sub: String(client.user_ID), role: 'clients', ver: 0 });
    expect((await get(t, '/api/verify-client', control)).statusCode).toBe(200);
    expect((await get(t, '/api/verify-client', forever)).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it("ends that token's session on the server; the account's other sessions go on", async () => {
    const user = await signUp(t, 'client');
    const other = (
      await post(t, '/api/login', { email: user.email, password: user.password })
    ).json().token;
    expect((await post(t, '/api/logout', {}, user.token)).statusCode).toBe(200);
    expect((await get(t, '/api/verify-client', user.token)).statusCode).toBe(401);
    expect((await post(t, '/api/logout', {}, user.token)).statusCode).toBe(401);
    expect((await get(t, '/api/verify-client', other)).statusCode).toBe(200);
  });

  it("ends an admin's session the same way, and needs a token", async () => {
    expect((await post(t, '/api/logout', {})).statusCode).toBe(401);
    const login = () =>
      post(t, '/api/LoginAdmin', { username: 'root', password: 'a long admin password' });
    const token = (await login()).json().token;
    const colleague = (await login()).json().token;
    expect((await post(t, '/api/logout', {}, token)).statusCode).toBe(200);
    expect((await get(t, '/api/admin', token)).statusCode).toBe(401);
    expect((await get(t, '/api/admin', colleague)).statusCode).toBe(200);
  });
});

describe('guards run before the body is read', () => {
  it('answer an anonymous caller 401 whatever it sends, without naming schema fields', async () => {
    const save = await post(t, '/api/saveMessage', {});
    expect(save.statusCode).toBe(401);
    expect(save.body).not.toMatch(/room|message_text/);
    const pay = await t.app.inject({ method: 'PUT', url: '/api/updatePaymentStatus/abc' });
    expect(pay.statusCode).toBe(401);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/servicerequestform/uploadImage',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'garbage',
    });
    expect(upload.statusCode).toBe(401);
  });

  it('answer the wrong role 403 whatever it sends', async () => {
    const save = await post(t, '/api/saveRequestMessage', { nonsense: true }, provider.token);
    expect(save.statusCode).toBe(403);
    const pay = await t.app.inject({
      method: 'PUT',
      url: '/api/updatePaymentStatus/abc',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(pay.statusCode).toBe(403);
  });
});
