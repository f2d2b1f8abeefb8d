import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-client-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>ServiceHub</title></head><body><div id="root"></div><p>app shell</p></body></html>',
);
fs.mkdirSync(path.join(clientDir, 'images'));
fs.writeFileSync(path.join(clientDir, 'images', 'logo.png'), 'png-bytes');
fs.mkdirSync(path.join(clientDir, 'assets'));
const asset = path.join(clientDir, 'assets', 'index-abc123.js');
fs.writeFileSync(asset, 'console.log("plain");');
fs.writeFileSync(`${asset}.br`, 'brotli-bytes');
fs.writeFileSync(`${asset}.gz`, 'gzip-bytes');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports ok and the database engine', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.engine });
  });
});

describe('the web app', () => {
  it.each(['/', '/About', '/Categories/3', '/categories/3', '/some/unknown/page'])(
    'answers the app shell for the deep link %s',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('app shell');
    },
  );

  it('answers a page saying the site is being updated while index.html is missing (a rebuild)', async () => {
    const index = path.join(clientDir, 'index.html');
    const shell = fs.readFileSync(index);
    fs.rmSync(index);
    try {
      for (const url of ['/', '/About', '/Categories/3']) {
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toContain('ServiceHub is being updated');
      }
      expect((await t.app.inject('/api/nothing-here')).json().error.code).toBe('not_found');
    } finally {
      fs.writeFileSync(index, shell);
    }
    expect((await t.app.inject('/About')).body).toContain('app shell');
  });

  it('tells the browser to fetch the first banner early on the home page, and only there', async () => {
    // The phone's and the desktop's copy, AVIF: the browser takes the one its screen needs.
    expect((await t.app.inject('/')).headers.link).toBe(
      '</images/home-1-1600.avif>; rel=preload; as=image; ' +
        'imagesrcset="/images/home-1-800.avif 800w, /images/home-1-1600.avif 1600w"; ' +
        'imagesizes="(max-width: 1140px) 100vw, 1140px"; type="image/avif"; fetchpriority=high',
    );
    for (const url of ['/About', '/Categories/3', '/index.html']) {
      expect((await t.app.inject(url)).headers.link).toBeUndefined();
    }
  });

  it('answers JSON 404, not the shell, for unknown API paths and missing images', async () => {
    for (const url of ['/api/nope', '/images/missing.png']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('serves drawn images under /images/ and prefers an uploaded one of the same name', async () => {
    expect((await t.app.inject('/images/logo.png')).body).toBe('png-bytes');
    fs.writeFileSync(path.join(t.config.dataDir, 'images', 'logo.png'), 'uploaded');
    expect((await t.app.inject('/images/logo.png')).body).toBe('uploaded');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a hashed asset precompressed in the encoding the browser takes, cached for good', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect([br.headers['content-encoding'], br.body]).toEqual(['br', 'brotli-bytes']);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect([gz.headers['content-encoding'], gz.body]).toEqual(['gzip', 'gzip-bytes']);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([
      undefined,
      'console.log("plain");',
    ]);
  });

  it('sends HSTS only when the site is served over HTTPS', async () => {
    expect((await t.app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    const secure = await createTestApp({ CLIENT_DIR: clientDir, PUBLIC_URL: 'https://m.example' });
    try {
      expect((await secure.app.inject('/')).headers['strict-transport-security']).toMatch(
        /max-age=\d+/,
      );
    } finally {
      await secure.close();
    }
  });
});

describe('Socket.IO at /socket.io/', () => {
  it('refuses a connection without a valid token', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io/',
      auth: { token: 'not-a-token' },
      reconnection: false,
      transports: ['websocket'],
    });
    const error = await new Promise<Error & { data?: { code: string } }>((resolve) =>
      socket.on('connect_error', resolve),
    );
    socket.close();
    expect(error.data?.code).toBe('unauthorized');
  });
});
