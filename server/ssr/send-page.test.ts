import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { tooManyAttempts } from '../lib/errors';
import type { PageRenderer } from './page-renderer';
import { type PageHeadOf, sendPage } from './send-page';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'send-page-'));
const indexPath = path.join(dir, 'index.html');
fs.writeFileSync(
  indexPath,
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function appWith(headOf: PageHeadOf, render: PageRenderer | null = null) {
  const app = Fastify({ logger: false });
  app.get('/*', (request, reply) => sendPage(request, reply, { indexPath, render, headOf }));
  return app;
}

const plain = { 'accept-encoding': 'identity' };

describe('a page whose head cannot be read', () => {
  it('is the app’s shell, not a server error, and is not kept by caches', async () => {
    const app = appWith(async () => {
      throw new Error('the database is away');
    });
    const res = await app.inject({
      url: '/providers/7',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('keeps the head’s status when it can be read', async () => {
    const app = appWith(async () => ({ status: 404, tags: '<title>gone</title>' }));
    const res = await app.inject({
      url: '/providers/7',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>gone</title>');
    await app.close();
  });
});

describe('a page asked for over the public reads’ budget', () => {
  it('is a 429 page with the wait, in the page’s language, not kept by caches', async () => {
    const app = appWith(async () => {
      throw tooManyAttempts(42_000, 'errors.codes.rate_limited');
    });
    const res = await app.inject({ url: '/providers/7?lang=ur', headers: plain });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).not.toContain('<div id="root">');
    await app.close();
  });

  it('passes on only the refusal’s wait, not the headers of its JSON error', async () => {
    const app = appWith(async () => {
      const refused = tooManyAttempts(5_000, 'errors.codes.rate_limited');
      Object.assign(refused.headers, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': '17',
        'x-error-detail': 'json',
      });
      throw refused;
    });
    const res = await app.inject({ url: '/providers/7', headers: plain });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['x-error-detail']).toBeUndefined();
    expect(res.body).toContain('</html>');
    await app.close();
  });
});

describe('a page not rendered for now', () => {
  it('is the app’s shell with its head, not kept by caches, when the renders are too many or the build is under way', async () => {
    for (const kind of ['busy', 'stale'] as const) {
      const app = appWith(
        async () => ({ status: 200, tags: '<title>head</title>' }),
        async () => ({ kind }),
      );
      const res = await app.inject({ url: '/About', headers: plain });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>head</title>');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-store');
      await app.close();
    }
  });
});

describe('an address of the page route', () => {
  it('that starts with two slashes leads to the same path on this site, not another host', async () => {
    const app = appWith(async () => ({ status: 200, tags: '' }));
    for (const [asked, location] of [
      ['//evil.example/About', '/evil.example/About'],
      ['///About?lang=ur', '/About?lang=ur'],
    ]) {
      const res = await app.inject({ url: asked, headers: plain });
      expect({ asked, status: res.statusCode, location: res.headers.location }).toEqual({
        asked,
        status: 301,
        location,
      });
    }
    await app.close();
  });
});

describe('a page’s compression', () => {
  it('honours a coding refused with q=0', async () => {
    const app = appWith(async () => ({ status: 200, tags: '' }));
    const res = await app.inject({ url: '/About', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    await app.close();
  });
});
