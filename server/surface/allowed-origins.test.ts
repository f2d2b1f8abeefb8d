import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * ALLOWED_ORIGINS, for a client written against the spec and hosted on an origin of its own
 * (issue 27, decision 0055): the CORS answers of an app with the setting, and of one without.
 */

describe('ALLOWED_ORIGINS (CORS for a separately hosted client)', () => {
  const allowed = 'https://spec-client.example.com';
  let withOrigins: TestApp;
  let t: TestApp;
  beforeAll(async () => {
    [withOrigins, t] = await Promise.all([
      createTestApp({ ALLOWED_ORIGINS: ` ${allowed}, http://localhost:5173 ` }),
      createTestApp(),
    ]);
  });
  afterAll(() => Promise.all([withOrigins.close(), t.close()]));

  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
  const corsHeaders = (headers: Record<string, unknown>) =>
    Object.keys(headers).filter((h) => h.startsWith('access-control-'));

  it('answers an allowed origin’s preflight and GET with the CORS headers', async () => {
    const pre = await preflight(withOrigins, allowed);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(pre.headers['access-control-allow-methods'])).toContain('PUT');
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await withOrigins.app.inject({
      url: '/api/cities',
      headers: { origin: allowed },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(res.headers.vary)).toContain('Origin');
  });

  it('lets the allowed clients show the public images (Cross-Origin-Resource-Policy), and only those', async () => {
    fs.writeFileSync(path.join(withOrigins.config.dataDir, 'images', 'cors.png'), 'uploaded');
    for (const url of ['/images/cors.png', '/api/images/cors.png']) {
      const res = await withOrigins.app.inject({ url, headers: { origin: allowed } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['access-control-allow-origin']).toBe(allowed);
    }
    const api = await withOrigins.app.inject({ url: '/api/cities', headers: { origin: allowed } });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    fs.writeFileSync(path.join(t.config.dataDir, 'images', 'cors.png'), 'uploaded');
    const byDefault = await t.app.inject('/images/cors.png');
    expect(byDefault.statusCode).toBe(200);
    expect(byDefault.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers another origin with no CORS headers', async () => {
    const pre = await preflight(withOrigins, 'https://evil.example.com');
    expect(corsHeaders(pre.headers)).toEqual([]);
    const res = await withOrigins.app.inject({
      url: '/api/cities',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('sends no CORS headers at all by default', async () => {
    expect(t.config.allowedOrigins).toEqual([]);
    expect(corsHeaders((await preflight(t, allowed)).headers)).toEqual([]);
    const res = await t.app.inject({ url: '/api/cities', headers: { origin: allowed } });
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('refuses a setting that is not a list of origins', async () => {
    const { loadConfig } = await import('../config');
    expect(() =>
      loadConfig({ NODE_ENV: 'test', ALLOWED_ORIGINS: 'https://a.example.com/app' }),
    ).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ NODE_ENV: 'test', ALLOWED_ORIGINS: '*' })).toThrow(/ALLOWED_ORIGINS/);
    expect(loadConfig({ NODE_ENV: 'test', ALLOWED_ORIGINS: '' }).allowedOrigins).toEqual([]);
  });
});
