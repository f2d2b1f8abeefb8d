import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type PageHeadOf, sendPage } from './send-page';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'send-page-'));
const indexPath = path.join(dir, 'index.html');
fs.writeFileSync(
  indexPath,
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function appWith(headOf: PageHeadOf) {
  const app = Fastify({ logger: false });
  app.get('/*', (request, reply) => sendPage(request, reply, { indexPath, render: null, headOf }));
  return app;
}

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
