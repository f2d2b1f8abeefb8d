import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminToken, get, send } from '../../test/factories';
import { newClient } from '../../test/marketplace';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-11-25T09:00:00.000Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp(
    { ...adminEnv, AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
    { clock: () => NOW },
  );
  admin = await adminToken(t);
});
afterAll(() => t.close());

describe('the trust pages', () => {
  it('answer their default text to anyone until the admin writes one', async () => {
    for (const [slug, title] of [
      ['terms', 'Terms of service'],
      ['privacy', 'Privacy policy'],
    ]) {
      const res = await get(t, `/api/pages/${slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ slug, title, updated_at: null });
      expect(res.json().body.length).toBeGreaterThan(200);
    }
  });

  it("show the admin's text once saved, dated, and the default again after a reset", async () => {
    const saved = await send(t, 'PUT', '/api/admin/pages/terms', admin, {
      body: '  ## Our terms\nBe kind.  ',
    });
    expect(saved.statusCode).toBe(200);
    const page = (await get(t, '/api/pages/terms')).json();
    expect(page).toEqual({
      slug: 'terms',
      title: 'Terms of service',
      body: '## Our terms\nBe kind.',
      updated_at: NOW.getTime(),
    });
    expect((await send(t, 'DELETE', '/api/admin/pages/terms', admin)).statusCode).toBe(200);
    expect((await get(t, '/api/pages/terms')).json().updated_at).toBeNull();
  });

  it('refuses an unknown page, empty or oversized text and anyone but the admin, changing nothing', async () => {
    expect((await get(t, '/api/pages/cookies')).statusCode).toBe(400);
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(20_001) }, { text: 'x' }, {}]) {
      const res = await send(t, 'PUT', '/api/admin/pages/privacy', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    const client = await newClient(t);
    const put = { body: 'Mine now.' };
    expect((await send(t, 'PUT', '/api/admin/pages/privacy', client.token, put)).statusCode).toBe(
      403,
    );
    expect((await send(t, 'PUT', '/api/admin/pages/privacy', undefined, put)).statusCode).toBe(401);
    expect((await get(t, '/api/pages/privacy')).json().updated_at).toBeNull();
  });
});
