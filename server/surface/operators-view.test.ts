import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselyForPostgres } from '../db/postgres-client';
import { createMetrics } from '../lib/metrics';
import { checkReadiness } from '../lib/readiness';
import { redisProbe } from '../lib/redis-probe';
import { newClient } from '../test/marketplace';
import { createTestApp, type TestApp } from '../test/test-app';

const METRICS_TOKEN = 'metrics-token-for-the-tests';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
});
afterAll(() => t.close());

/** An app on a PostgreSQL that nobody answers (as in database-faults.test.ts). */
async function appOnUnreachableDatabase(env: Record<string, string> = {}) {
  const nowhere = kyselyForPostgres('postgres://postgres@127.0.0.1:1/nowhere', 2, () => {});
  return createTestApp(env, {
    database: { db: nowhere, engine: 'postgres', close: () => nowhere.destroy() },
  });
}

const scrape = async (app: TestApp) => {
  const res = await app.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /api/ready', () => {
  it('is 200 when the database and the file store answer', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'disabled', storage: 'ok' },
    });
  });

  it('is 503 naming the database when it does not answer, while /api/health stays up', async () => {
    const down = await appOnUnreachableDatabase();
    try {
      const res = await down.app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'failed', redis: 'disabled', storage: 'ok' },
      });
      expect((await down.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('checks Redis when REDIS_URL is set, and fails a part that does not answer in time', async () => {
    const log = t.app.log;
    const probe = redisProbe('redis://127.0.0.1:1', log);
    const checks = { database: async () => true, storage: async () => true };
    try {
      expect(await checkReadiness({ ...checks, redis: probe.ping }, log)).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'failed', storage: 'ok' },
      });
    } finally {
      probe.close();
    }
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const up = redisProbe(redisUrl, log);
    try {
      expect((await checkReadiness({ ...checks, redis: up.ping }, log)).checks.redis).toBe('ok');
    } finally {
      up.close();
    }
    const slow = () => new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await checkReadiness({ ...checks, storage: slow }, log, 50)).checks).toEqual({
      database: 'ok',
      redis: 'disabled',
      storage: 'failed',
    });
  });
});

describe('GET /metrics', () => {
  it('is refused without the token or with a wrong one', async () => {
    const none = await t.app.inject('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({ url: '/metrics', headers: bearer('not-the-token-at-all') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('counts requests by route pattern, method and status class, with a latency histogram', async () => {
    await t.app.inject('/api/categories/1');
    await t.app.inject('/api/categories/2');
    await t.app.inject('/api/nothing/here/7');
    const body = await scrape(t);
    expect(body).toContain('# TYPE http_requests_total counter');
    expect(body).toMatch(
      /^http_requests_total\{route="\/api\/categories\/:id",method="GET",status_class="2xx"\} 2$/m,
    );
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/categories\/:id",method="GET",status_class="2xx"\} 2$/m,
    );
    expect(body).toMatch(
      /^http_requests_total\{route="unmatched",method="GET",status_class="4xx"\} 1$/m,
    );
    // Never the raw URL: ids and unknown paths would make a series each.
    expect(body).not.toContain('/api/categories/1"');
    expect(body).not.toContain('/api/nothing');
  });

  it('shows the sockets open on this node', async () => {
    const client = await newClient(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(await scrape(t)).toMatch(/^socketio_open_sockets 0$/m);
    const socket: Socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io/',
      auth: { token: client.token },
      reconnection: false,
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      expect(await scrape(t)).toMatch(/^socketio_open_sockets 1$/m);
    } finally {
      socket.close();
    }
  });

  it('includes the process metrics of Node', async () => {
    const body = await scrape(t);
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('shows the PostgreSQL pool (none on PGlite)', async () => {
    const down = await appOnUnreachableDatabase({ METRICS_TOKEN });
    try {
      await down.app.inject('/api/ready');
      const body = await scrape(down);
      expect(body).toMatch(/^db_pool_connections \d+$/m);
      expect(body).toMatch(/^db_pool_idle_connections \d+$/m);
      expect(body).toMatch(/^db_pool_waiting_queries \d+$/m);
    } finally {
      await down.close();
    }
    if (t.engine === 'pglite') expect(await scrape(t)).not.toContain('db_pool_connections');
  });

  it('counts job runs by job and outcome, with their duration', async () => {
    const metrics = createMetrics();
    metrics.recordJobRun('invoices', 'ok', 0.2);
    metrics.recordJobRun('invoices', 'failed', 0.01);
    metrics.recordJobRun('invoices', 'failed', 0.02);
    const body = await metrics.render();
    expect(body).toMatch(/^job_runs_total\{job="invoices",outcome="ok"\} 1$/m);
    expect(body).toMatch(/^job_runs_total\{job="invoices",outcome="failed"\} 2$/m);
    expect(body).toMatch(/^job_run_duration_seconds_count\{job="invoices",outcome="failed"\} 2$/m);
  });

  it('is open outside production without a token, and 404 in production without one', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' });
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://m.example',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    try {
      expect((await dev.app.inject('/metrics')).statusCode).toBe(200);
      const hidden = await prod.app.inject('/metrics');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe('not_found');
    } finally {
      await dev.close();
      await prod.close();
    }
  });

  it('is left out of the API document', async () => {
    const doc = (await t.app.inject('/api/docs')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths)).toContain('/api/ready');
  });
});

describe('request ids', () => {
  it('answers a random UUID in x-request-id, ignoring one sent without a trusted proxy', async () => {
    const a = await t.app.inject('/api/health');
    const b = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it('carries it on errors too', async () => {
    const res = await t.app.inject('/api/client/orders/1');
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('echoes a short safe id from a trusted proxy and replaces an unsafe one', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const echoed = await proxied.app.inject({
        url: '/api/health',
        headers: { 'x-request-id': 'lb-7f3a.42:9' },
      });
      expect(echoed.headers['x-request-id']).toBe('lb-7f3a.42:9');
      for (const unsafe of ['has space', 'line\\nbreak', 'x'.repeat(129), '"quoted"']) {
        const res = await proxied.app.inject({
          url: '/api/health',
          headers: { 'x-request-id': unsafe },
        });
        expect(res.headers['x-request-id'], unsafe).toMatch(UUID);
      }
    } finally {
      await proxied.close();
    }
  });
});
