import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

// A built app's own files (decision 0052), as the build writes them beside index.html.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-app-files-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  fs.writeFileSync(path.join(clientDir, file), text);
};
write('index.html', '<!doctype html><title>app shell</title>');
write('sw.js', 'self.addEventListener("push", () => {});');
write('manifest.en.webmanifest', '{"name":"ServiceHub","lang":"en"}');
write('manifest.ur.webmanifest', '{"name":"سروس ہب","lang":"ur"}');
write('offline.html', '<!doctype html><title>You are offline</title>');
write('offline.js', 'addEventListener("online", () => location.reload());');
write('icons/icon-192.png', 'png-bytes');
write('.vite/manifest.json', '{"index.html":{"file":"assets/index-secret.js"}}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("the installable app's files", () => {
  it('serves the service worker as JavaScript, checked again at every use, at the scope it needs', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Its own folder is the site's root: no wider scope to allow.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    expect(res.body).toContain('push');
  });

  it('serves each language manifest as application/manifest+json', async () => {
    for (const language of ['en', 'ur']) {
      const res = await t.app.inject(`/manifest.${language}.webmanifest`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.json().lang).toBe(language);
    }
  });

  it('serves the offline page, its script and the icons as files', async () => {
    const page = await t.app.inject('/offline.html');
    expect([page.statusCode, page.body]).toEqual([200, expect.stringContaining('You are offline')]);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await t.app.inject('/offline.js')).headers['content-type']).toMatch(/javascript/);
    const icon = await t.app.inject('/icons/icon-192.png');
    expect([icon.statusCode, icon.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it.each([
    '/sw.js',
    '/manifest.en.webmanifest',
    '/manifest.fr.webmanifest',
    '/offline.html',
    '/offline.js',
    '/icons/icon-512.png',
  ])('answers 404, not the app shell, for %s when the build has no such file', async (url) => {
    const file = path.join(clientDir, url);
    const kept = fs.existsSync(file) ? fs.readFileSync(file) : null;
    fs.rmSync(file, { force: true });
    try {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('app shell');
    } finally {
      if (kept) fs.writeFileSync(file, kept);
    }
  });

  it("does not serve the build's own records, such as .vite/manifest.json", async () => {
    const res = await t.app.inject('/.vite/manifest.json');
    expect(res.body).not.toContain('index-secret');
    expect(res.headers['content-type']).not.toMatch(/json/);
  });

  it('still answers the app shell for a page whose name merely looks alike', async () => {
    for (const url of ['/swjs', '/icons', '/manifest', '/offline']) {
      expect((await t.app.inject(url)).body, url).toContain('app shell');
    }
  });

  it('allows the worker and the manifest from this site only, in the CSP', async () => {
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
