import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_RENDERS_WAITING, pageRenderer } from './page-renderer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A server entry that answers `html`, each render waiting until the test lets it end. */
function writeEntry(entryPath: string, html: string, at: Date) {
  fs.writeFileSync(
    entryPath,
    `export function renderPage() {
      return new Promise((resolve) => {
        (globalThis.pendingRenders ??= []).push(() => resolve({ kind: 'page', html: ${JSON.stringify(html)}, data: null }));
      });
    }\n`,
  );
  fs.utimesSync(entryPath, at, at);
}

const pending = () => (globalThis as { pendingRenders?: (() => void)[] }).pendingRenders ?? [];
const endAll = () => {
  for (const end of pending().splice(0)) end();
};
/** Until `count` renders are under way (the entry's first load may take a while on a busy machine). */
async function rendersStarted(count: number) {
  while (pending().length < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

function setUp(name: string) {
  const entryPath = path.join(dir, `${name}-entry.js`);
  const indexPath = path.join(dir, `${name}-index.html`);
  fs.writeFileSync(indexPath, '<html></html>');
  fs.utimesSync(indexPath, new Date(2026, 0, 1), new Date(2026, 0, 1));
  writeEntry(entryPath, 'first', new Date(2026, 0, 2));
  const app = Fastify({ logger: false });
  const render = pageRenderer(app, { entryPath, indexPath });
  if (!render) throw new Error('no renderer');
  const request = { ip: '127.0.0.1' } as Parameters<typeof render>[0];
  const page = () => render(request, new URL('http://site.test/'), 'en');
  return { entryPath, indexPath, page };
}

describe('the render queue’s depth', () => {
  it(`sends the shell at once beyond ${MAX_RENDERS_WAITING} pages under way, and renders again once they end`, async () => {
    const { page } = setUp('depth');
    const waiting = Array.from({ length: MAX_RENDERS_WAITING }, () => page());
    expect(await page()).toEqual({ kind: 'busy' });
    await rendersStarted(MAX_RENDERS_WAITING);
    endAll();
    for (const rendered of await Promise.all(waiting)) expect(rendered.kind).toBe('page');
    const next = page();
    await rendersStarted(1);
    endAll();
    expect(await next).toMatchObject({ kind: 'page', html: 'first' });
  });
});

describe('a rebuild without a restart', () => {
  it('renders nothing once the app or its entry changed since the entry was loaded', async () => {
    for (const rebuilt of ['app', 'entry'] as const) {
      const { entryPath, indexPath, page } = setUp(`rebuild-${rebuilt}`);
      const first = page();
      await rendersStarted(1);
      endAll();
      expect(await first).toMatchObject({ kind: 'page', html: 'first' });

      if (rebuilt === 'app') fs.utimesSync(indexPath, new Date(2026, 0, 3), new Date(2026, 0, 3));
      else writeEntry(entryPath, 'second', new Date(2026, 0, 4));
      expect(await page()).toEqual({ kind: 'stale' });
    }
  });
});
