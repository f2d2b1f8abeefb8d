import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Access, RouteDeclaration, RouteShape } from './auth-guard';
import type { BudgetName } from './write-budgets';

/** What a route declares about itself: read by the inventory test and the API document. */
export type RouteEntry = {
  method: string;
  url: string;
  access: Access | undefined;
  shape: RouteShape;
  /** The write budget it spends (server/lib/write-budgets.ts), if it declares one. */
  budget?: BudgetName;
  schema: {
    params: boolean;
    querystring: boolean;
    body: boolean;
    response: number[];
  };
  /** The zod schemas themselves, for tests that generate input from them. */
  zod: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
};

/**
 * Records every route registered after this call (HEAD is left out: only GET's automatic twins use it).
 * Call before registering routes; the list fills as they are added.
 */
export function recordRoutes(app: FastifyInstance): RouteEntry[] {
  const entries: RouteEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { access?: Access } & RouteDeclaration;
    const schema = route.schema ?? {};
    for (const method of methods) {
      if (method === 'HEAD') continue;
      entries.push({
        method,
        url: route.url,
        access: config.access,
        shape: { multipart: config.multipart, file: config.file, noBody: config.noBody },
        budget: config.budget,
        schema: {
          params: Boolean(schema.params),
          querystring: Boolean(schema.querystring),
          body: Boolean(schema.body),
          response: Object.keys(schema.response ?? {}).map(Number),
        },
        zod: {
          params: schema.params as z.ZodType | undefined,
          querystring: schema.querystring as z.ZodType | undefined,
          body: schema.body as z.ZodType | undefined,
        },
      });
    }
  });
  return entries;
}
