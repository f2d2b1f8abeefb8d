import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '../app-types';
import type { Access, RouteShape } from './auth-guard';
import { publicAccess } from './auth-guard';

const describeAccess = (access: Access | undefined) =>
  access === 'public' ? 'Anyone.' : `Bearer token of role: ${(access ?? []).join(', ')}.`;

/**
 * The OpenAPI document, generated from the routes' zod schemas and access rules. Register
 * before the routes (it collects them as they are added); `serveApiDocs` answers it.
 */
export async function registerApiDocs(app: AppInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'ServiceHub API', version: '1' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (doc) => {
      const { schema, url } = jsonSchemaTransform(doc);
      const config = (doc.route.config ?? {}) as { access?: Access } & RouteShape;
      const extra: Record<string, unknown> = { description: describeAccess(config.access) };
      if (config.access !== 'public') extra.security = [{ bearer: [] }];
      if (config.multipart) extra.consumes = ['multipart/form-data'];
      return { schema: { ...schema, ...extra }, url };
    },
  });
}

/** `GET /api/docs`: the document as JSON. */
export function serveApiDocs(api: AppInstance, root: AppInstance): void {
  api.get(
    '/docs',
    {
      ...publicAccess(),
      schema: { hide: true, response: { 200: z.looseObject({ openapi: z.string() }) } },
    },
    () => root.swagger() as unknown as { openapi: string },
  );
}
