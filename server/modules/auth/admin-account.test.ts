import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { post } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureAdminAccount } from './admin-account';
import { SESSION_CACHE_MS } from './session-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logs: string[] = [];
const log = { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m) };
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: t.config.dataDir, ...env });

describe('ensureAdminAccount', () => {
  it('creates none in production without credentials, and says so', async () => {
    await ensureAdminAccount(
      t.db,
      config({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://market.example',
        SMTP_URL: 'smtp://mail.example:587',
      }),
      log,
    );
    expect(await t.db.selectFrom('admins').selectAll().execute()).toHaveLength(0);
    expect(logs.at(-1)).toContain('ADMIN_USERNAME');
  });

  it('creates one with a random password in development, printed once, that logs in', async () => {
    await ensureAdminAccount(t.db, config({}), log);
    const password = /password "([^"]+)"/.exec(logs.at(-1) ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const count = logs.length;
    await ensureAdminAccount(t.db, config({}), log);
    expect(logs.length).toBe(count);
    const res = await post(t, '/api/LoginAdmin', { username: 'admin', password });
    expect(res.statusCode).toBe(200);
  });

  it('takes ADMIN_USERNAME/ADMIN_PASSWORD, and a changed password ends old admin sessions', async () => {
    const env = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'first long password' };
    await ensureAdminAccount(t.db, config(env), log);
    const token = (
      await post(t, '/api/LoginAdmin', { username: 'owner', password: env.ADMIN_PASSWORD })
    ).json().token;
    const before = await t.app.inject({
      url: '/api/verify-client',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.statusCode).toBe(403);
    await ensureAdminAccount(t.db, config({ ...env, ADMIN_PASSWORD: 'second long password' }), log);
    // The change is made by a node starting up: a node already running reads the session again
    // once its cached read of it has ended (decision 0090).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1000);
      const after = await t.app.inject({
        url: '/api/verify-client',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    const res = await post(t, '/api/LoginAdmin', {
      username: 'owner',
      password: 'second long password',
    });
    expect(res.statusCode).toBe(200);
  });
});
