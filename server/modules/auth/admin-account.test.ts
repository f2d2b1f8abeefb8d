import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { post } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureAdminAccount } from './admin-account';

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
    const after = await t.app.inject({
      url: '/api/verify-client',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    const res = await post(t, '/api/LoginAdmin', {
      username: 'owner',
      password: 'second long password',
    });
    expect(res.statusCode).toBe(200);
  });
});
