import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLimiters } from '../../lib/limiter';
import { clientForm, post, providerForm, signUp, TEST_ADMIN } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_BUDGET, createAuthLimits } from './auth-limits';

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

  it("keeps a botnet's guesses to the account budget, and lets the owner in from a browser it used before", async () => {
    const user = await signUp(t, 'client');
    const device = (await post(t, '/api/login', user)).json().device_token as string;
    const from = (remoteAddress: string, password: string, device_token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: user.email, password, device_token },
      });
    const began = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => from(`198.51.100.${i % 40}`, `wrong ${i}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // The owner's login did not count: the free attempts, then one slot, are the botnet's. A
    // loaded machine may take longer than a slot's period to answer them all: each period gone
    // gives the account one more slot, which the botnet takes.
    const periods = () => Math.floor((Date.now() - began) / ACCOUNT_BUDGET.everyMs);
    const guessed = statuses.filter((s) => s === 401).length;
    expect(guessed).toBeGreaterThanOrEqual(ACCOUNT_BUDGET.free + 1);
    expect(guessed).toBeLessThanOrEqual(ACCOUNT_BUDGET.free + 1 + periods());
    expect((await from('203.0.113.9', user.password, device)).statusCode).toBe(200);
    const fresh = await from('203.0.113.10', user.password);
    // Within the first slot's period no slot is left for a stranger, right password or not.
    if (periods() === 0) {
      expect(fresh.statusCode).toBe(429);
      expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(
        ACCOUNT_BUDGET.everyMs / 1000,
      );
    }
  });

  it('lets the admin in from a browser it used before, whatever 40 addresses guessed', async () => {
    const device = (await post(t, '/api/LoginAdmin', TEST_ADMIN)).json().device_token as string;
    const from = (remoteAddress: string, password: string, device_token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/LoginAdmin',
        remoteAddress,
        payload: { username: TEST_ADMIN.username, password, device_token },
      });
    await Promise.all(
      Array.from({ length: 400 }, (_, i) => from(`198.51.101.${i % 40}`, `x ${i}`)),
    );
    expect((await from('198.51.101.1', TEST_ADMIN.password)).statusCode).toBe(429);
    expect((await from('203.0.113.11', TEST_ADMIN.password, device)).statusCode).toBe(200);
  });
});

describe('the account-wide budget', () => {
  const SHORT = { free: 20, everyMs: 1_000 };
  const attempts =
    (limits: ReturnType<typeof createAuthLimits>, account: string) =>
    async (i: number, trusted = false) =>
      limits.passwordAttempt(account, `192.0.2.${i % 40}`, trusted).then(
        () => 'checked',
        () => 'refused',
      );

  it('takes the free attempts, then one a slot, and always what a trusted device vouches for', async () => {
    const attempt = attempts(createAuthLimits(1_000_000, memoryLimiters(), SHORT), 'account:a');
    const burst = await Promise.all(Array.from({ length: 400 }, (_, i) => attempt(i)));
    expect(burst.filter((a) => a === 'checked')).toHaveLength(SHORT.free + 1);
    expect(await attempt(999, true)).toBe('checked');
    expect(await attempt(41)).toBe('refused');
    await new Promise((resolve) => setTimeout(resolve, SHORT.everyMs + 100));
    expect(await attempt(41)).toBe('checked');
    expect(await attempt(42)).toBe('refused');
  });

  it("does not count the owner's successful logins", async () => {
    const limits = createAuthLimits(1_000_000, memoryLimiters());
    for (let i = 0; i < ACCOUNT_BUDGET.free * 3; i++) {
      await (await limits.passwordAttempt('account:c', `192.0.2.${i}`)).succeeded();
    }
    expect(await attempts(limits, 'account:c')(99)).toBe('checked');
  });

  it('still holds each address to 10 attempts, trusted device or not', async () => {
    const limits = createAuthLimits(1_000_000, memoryLimiters());
    for (let i = 0; i < 10; i++) await limits.passwordAttempt('account:b', '192.0.2.1', true);
    await expect(limits.passwordAttempt('account:b', '192.0.2.1', true)).rejects.toMatchObject({
      status: 429,
    });
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
