import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { logSerializers } from './logger';
import { PAGE_READ_HEADER, PAGE_READ_MARK } from './page-read-mark';
import { requestLogger } from './request-logger';

type Line = Record<string, unknown> & { msg?: string };

/** A pino logger at `info` whose lines land in `lines`, parsed. */
function capturingLogger() {
  const lines: Line[] = [];
  const logger = pino(
    { level: 'info', serializers: logSerializers },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

describe('the request hooks (decision 0106)', () => {
  const { logger, lines } = capturingLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logger });
  });
  afterAll(() => t.close());

  it('log one line per request, at its end, with its id, method, redacted URL and status', async () => {
    lines.length = 0;
    const res = await t.app.inject('/api/categories?token=secret-value');
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      msg: 'request completed',
      reqId: res.headers['x-request-id'],
      req: { method: 'GET', url: '/api/categories?token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
  });

  it("log nothing for a page's in-process read (the page is logged)", async () => {
    lines.length = 0;
    const res = await t.app.inject({
      url: '/api/categories',
      headers: { [PAGE_READ_HEADER]: PAGE_READ_MARK },
    });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('send the API only its own security headers, pages the whole set', async () => {
    const api = await t.app.inject('/api/categories');
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
    const missing = await t.app.inject('/api/nope');
    expect(missing.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const page = await t.app.inject('/About');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-dns-prefetch-control']).toBe('off');
  });
});

describe("a request's own logger", () => {
  it('is made a child, with the request id, only when something logs', () => {
    const { logger, lines } = capturingLogger();
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => {
      children += 1;
      return child(...args);
    }) as typeof logger.child;
    const log = requestLogger(logger, { reqId: 'r-1' });
    expect(children).toBe(0);
    log.warn({ detail: 1 }, 'first');
    log.error('second');
    expect(children).toBe(1);
    expect(lines).toMatchObject([
      { reqId: 'r-1', detail: 1, msg: 'first', level: 40 },
      { reqId: 'r-1', msg: 'second', level: 50 },
    ]);
  });

  it("keeps a route's own log level and serializers (the child options)", () => {
    const { logger, lines } = capturingLogger();
    const log = requestLogger(
      logger,
      { reqId: 'r-2' },
      { level: 'error', serializers: { detail: (n: number) => n * 10 } },
    );
    expect(log.level).toBe('error');
    log.warn('dropped: below the route level');
    log.error({ detail: 2 }, 'kept');
    expect(lines).toMatchObject([{ reqId: 'r-2', detail: 20, msg: 'kept', level: 50 }]);
    expect(lines).toHaveLength(1);
  });

  it("is given a route's logLevel by Fastify", async () => {
    const { logger, lines } = capturingLogger();
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: requestLogger });
    app.get('/quiet', { logLevel: 'error' }, async (req) => {
      req.log.warn('dropped');
      req.log.error('kept');
      return {};
    });
    try {
      lines.length = 0;
      await app.inject('/quiet');
      expect(lines.filter((l) => l.msg === 'dropped' || l.msg === 'kept')).toMatchObject([
        { msg: 'kept', level: 50 },
      ]);
    } finally {
      await app.close();
    }
  });
});

describe("a request's own log lines (request.log, made lazily)", () => {
  const { logger, lines } = capturingLogger();
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-client-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>x</title>');
    t = await createTestApp({ CLIENT_DIR: clientDir }, { logger });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('carry the request id, as the completion line does', async () => {
    // A page asked for while the web app is missing (a rebuild): the page logs a warning.
    fs.rmSync(path.join(clientDir, 'index.html'));
    lines.length = 0;
    const res = await t.app.inject('/FindProvider');
    expect(res.statusCode).toBe(503);
    const reqId = res.headers['x-request-id'];
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['the web app is missing (being rebuilt?)', reqId],
      ['request completed', reqId],
    ]);
  });
});
