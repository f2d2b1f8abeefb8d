import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientForm, post, providerForm, signUp, TEST_ADMIN } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_SLOWDOWN, createAuthLimits } from './auth-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it("answers 'exist' with a token, the user id and the client role", async () => {
    const form = clientForm();
    await post(t, '/api/register/client', form);
    const res = await post(t, '/api/login', {
      email: ` ${form.email.toUpperCase()} `,
      password: form.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'exist', role: 'clients', first_time_login: null });
    expect(body.user_ID).toBeGreaterThan(0);
    expect(body.token.split('.')).toHaveLength(3);
  });

  it("marks only a provider's first login", async () => {
    const form = providerForm();
    await post(t, '/api/register/sp', form);
    const first = (
      await post(t, '/api/login', { email: form.email, password: form.password })
    ).json();
    expect(first).toMatchObject({ role: 'serviceproviders', first_time_login: 'First time login' });
    const second = (
      await post(t, '/api/login', { email: form.email, password: form.password })
    ).json();
    expect(second.first_time_login).toBeNull();
  });

  it("answers 401 'notexist' for an unknown email", async () => {
    const res = await post(t, '/api/login', { email: 'nobody@example.com', password: 'whatever1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'notexist', error: { code: 'account_not_found' } });
  });

  it("answers 401 'Invalid password' for a wrong password", async () => {
    const user = await signUp(t, 'client');
    const res = await post(t, '/api/login', { email: user.email, password: 'wrong password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      message: 'Invalid password',
      error: { code: 'invalid_password' },
    });
  });

  it('answers 400, never 500, for a missing field, a number, or a NUL character', async () => {
    expect((await post(t, '/api/login', { email: 'a@b.co' })).statusCode).toBe(400);
    expect((await post(t, '/api/login', { email: 42, password: 'x' })).statusCode).toBe(400);
    expect((await post(t, '/api/login', { email: 'a\u0000@b.co', password: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(t, '/api/LoginAdmin', { username: 'a\u0000', password: 'x' })).statusCode,
    ).toBe(400);
    expect((await post(t, '/api/forgotpassword', { email: '\u0000' })).statusCode).toBe(400);
    const reset = { password: 'long enough', token: 't', type: 'clients', user_id: 3_000_000_000 };
    expect((await post(t, '/api/resetpassword', reset)).statusCode).toBe(400);
  });

  it("forgets an address's failures once it logs in: 9 wrong, 1 right, 9 wrong, 1 right all pass", async () => {
    const user = await signUp(t, 'client');
    const admin = { username: 'root', password: 'a long admin password' };
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        expect(
          (await post(t, '/api/login', { email: user.email, password: `no ${i}` })).statusCode,
        ).toBe(401);
        expect(
          (await post(t, '/api/LoginAdmin', { ...admin, password: `no ${i}` })).statusCode,
        ).toBe(401);
      }
      expect(
        (await post(t, '/api/login', { email: user.email, password: user.password })).statusCode,
      ).toBe(200);
      expect((await post(t, '/api/LoginAdmin', admin)).statusCode).toBe(200);
    }
  });

  it('limits failed admin logins like user ones', async () => {
    for (let i = 0; i < 10; i++)
      await post(t, '/api/LoginAdmin', { username: 'boss', password: `guess ${i}` });
    expect(
      (await post(t, '/api/LoginAdmin', { username: 'boss', password: 'guess' })).statusCode,
    ).toBe(429);
  });

  it('counts parallel guesses before checking them: a burst of 20 gets 10 answers and 10 refusals', async () => {
    const user = await signUp(t, 'client');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(t, '/api/login', { email: user.email, password: `guess ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });

  it('does not let failures from one address lock the owner out from another', async () => {
    const user = await signUp(t, 'client');
    for (let i = 0; i < 11; i++)
      await post(t, '/api/login', { email: user.email, password: `wrong ${i}` });
    const fromHome = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '192.0.2.44',
      payload: { email: user.email, password: user.password },
    });
    expect(fromHome.statusCode).toBe(200);
  });

  it('answers 429 after 10 failed attempts from one address, even with the right password', async () => {
    const user = await signUp(t, 'client');
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(t, '/api/login', { email: user.email, password: `wrong ${i}` })).statusCode,
      ).toBe(401);
    }
    const blocked = await post(t, '/api/login', { email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in from a fresh address after 10 failures from each of 12 others', async () => {
    const user = await signUp(t, 'client');
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: user.email, password },
      });
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => from(`198.51.100.${i % 12}`, `wrong ${i}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(120).fill(401));
    expect((await from('198.51.100.1', user.password)).statusCode).toBe(429);
    expect((await from('203.0.113.9', user.password)).statusCode).toBe(200);
  });

  it('lets the admin in from a fresh address after 10 failures from each of 12 others', async () => {
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/LoginAdmin',
        remoteAddress,
        payload: { username: TEST_ADMIN.username, password },
      });
    await Promise.all(
      Array.from({ length: 120 }, (_, i) => from(`198.51.101.${i % 12}`, `x ${i}`)),
    );
    expect((await from('198.51.101.1', TEST_ADMIN.password)).statusCode).toBe(429);
    expect((await from('203.0.113.10', TEST_ADMIN.password)).statusCode).toBe(200);
  });
});

describe('the account-wide brake', () => {
  it('slows attempts past the free ones, growing to a cap, and never refuses', async () => {
    const waits: number[] = [];
    const limits = createAuthLimits(1000, Date.now, async (ms) => {
      waits.push(ms);
    });
    for (let i = 0; i < 40; i++) {
      await limits.passwordAttempt('account:a@example.com', `192.0.2.${i}`);
    }
    expect(waits[0]).toBe(ACCOUNT_SLOWDOWN.stepMs);
    expect(waits).toHaveLength(40 - ACCOUNT_SLOWDOWN.freeAttempts);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(ACCOUNT_SLOWDOWN.maxMs);
  });
});

describe('per-address limit', () => {
  it('answers 429 past the per-minute limit of one address, on each account endpoint', async () => {
    const strict = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const calls: Array<[string, (i: number) => unknown]> = [
        ['/api/login', (i) => ({ email: `n${i}@example.com`, password: 'x' })],
        ['/api/LoginAdmin', (i) => ({ username: `a${i}`, password: 'b' })],
        ['/api/forgotpassword', (i) => ({ email: `n${i}@example.com` })],
        [
          '/api/resetpassword',
          () => ({ password: 'long enough', token: 't', type: 'clients', user_id: 1 }),
        ],
        [
          '/api/register/client',
          () => ({ name: 'x', email: 'taken@example.com', password: 'long enough', terms: true }),
        ],
      ];
      for (const [url, body] of calls) {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) codes.push((await post(strict, url, body(i))).statusCode);
        expect(
          codes.slice(0, 3).every((c) => c !== 429),
          url,
        ).toBe(true);
        expect(codes[3], url).toBe(429);
      }
      // Another address still gets through.
      const other = await strict.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.8.7',
        payload: { email: 'n@example.com', password: 'x' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});
