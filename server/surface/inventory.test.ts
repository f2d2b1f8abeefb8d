import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_DOCS_URLS } from '../lib/api-docs';
import type { RouteEntry } from '../lib/route-inventory';
import type { SocketEvent } from '../realtime/socket-events';
import { createTestApp, type TestApp } from '../test/test-app';
import { routeProblems, socketEventProblems } from './route-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apiRoutes = () => t.app.routes.filter((r) => r.url.startsWith('/api/'));

describe('surface inventory', () => {
  it('finds every API route and socket event', () => {
    // The spec's 65 operations plus health, settings and this document.
    expect(apiRoutes().length).toBeGreaterThanOrEqual(65);
    expect(t.app.socketEvents.map((e) => e.name).sort()).toEqual(
      [
        'accept_service_request',
        'cancel_service_request',
        'client_send_message',
        'join_room',
        'leave_room',
        'mark_read',
        'service_request',
        'sp_send_message',
        'typing',
      ].sort(),
    );
  });

  it('every route declares its access rule, request schemas and response schema', () => {
    expect(apiRoutes().flatMap(routeProblems)).toEqual([]);
  });

  it('every socket event declares its access rule, payload schema and ack schema', () => {
    expect(t.app.socketEvents.flatMap(socketEventProblems)).toEqual([]);
  });

  it('the checks find a route or event that declares nothing', () => {
    const bare: RouteEntry = {
      method: 'POST',
      url: '/api/things/:id',
      access: undefined,
      shape: {},
      schema: { params: false, querystring: false, body: false, response: [] },
      zod: {},
    };
    expect(routeProblems(bare)).toHaveLength(4);
    const event = { name: 'x', access: [], input: z.object({}) } as unknown as SocketEvent;
    expect(socketEventProblems(event)).toHaveLength(2);
  });

  it('serves an OpenAPI document at /api/docs (and /api/docs/json) naming every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(
      res.json(),
    );
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const expected = apiRoutes()
      .filter((r) => !API_DOCS_URLS.includes(r.url))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(expected.sort());
    const login = doc.paths['/api/login']?.post as { security?: unknown };
    expect(login.security).toBeUndefined();
    const orders = doc.paths['/api/client/orders/{clientId}']?.get as { security?: unknown };
    expect(orders.security).toEqual([{ bearer: [] }]);
  });
});
