import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '#contracts/errors';
import type { AppInstance } from '../app-types';
import { adminRolesOf } from './admin-roles';
import type { Access, RouteShape } from './auth-guard';
import { publicAccess } from './auth-guard';

/** Who may call: the token's roles, and for an admin the admin roles (decision 0072). */
function describeAccess(access: Access | undefined, method: string, url: string): string {
  if (access === 'public') return 'Anyone.';
  const roles = `Bearer token of role: ${(access ?? []).join(', ')}.`;
  if (!access?.includes('admin')) return roles;
  return `${roles} Admin roles: ${adminRolesOf(method, url).join(', ')}.`;
}

/** The error answers every route may give, each with the `{ error: { code, message } }` body. */
const ERROR_ANSWERS: Record<number, string> = {
  400: 'Invalid input.',
  401: 'No valid token; on the login forms, wrong credentials.',
  404: 'Not found, or not yours.',
  409: 'Conflicts with the current state.',
  413: 'Too large.',
  415: 'The body is not of a type this route reads.',
  429: 'Too many requests; see Retry-After.',
  503: 'The database is briefly unreachable; retry.',
};
const GUARD_ANSWERS: Record<number, string> = {
  403: 'The wrong role, or not a party.',
};
/** Error answers only some routes give; they list them in their response schemas. */
const DECLARED_ANSWERS: Record<number, string> = {
  502: 'The email or text message could not be sent; retry.',
};
const ALL_ANSWERS = { ...ERROR_ANSWERS, ...GUARD_ANSWERS, ...DECLARED_ANSWERS };

/** The statuses a route documents besides its success: what a caller must be ready for. */
export function errorStatuses(access: Access | undefined): number[] {
  const answers = access === 'public' ? ERROR_ANSWERS : { ...ERROR_ANSWERS, ...GUARD_ANSWERS };
  return Object.keys(answers).map(Number);
}

const errorJsonSchema = z.toJSONSchema(errorBody);

/** What a route that answers a file (an image, a PDF) documents for its 200. */
const FILE_ANSWER = {
  description:
    'The file, with its own type (image/jpeg, image/png, image/webp or application/pdf).',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

const errorResponse = (status: number, schema: unknown) => ({
  description: ALL_ANSWERS[status],
  content: { 'application/json': { schema } },
});

function errorResponses(access: Access | undefined) {
  return Object.fromEntries(
    errorStatuses(access).map((status) => [status, errorResponse(status, errorJsonSchema)]),
  );
}

/**
 * The route's own response schemas; an error status it lists (a body with the spec's
 * `message`, a 502) keeps the description of that status.
 */
function declaredResponses(response: Record<string, unknown> | undefined) {
  return Object.fromEntries(
    Object.entries(response ?? {}).map(([status, schema]) =>
      Number(status) >= 400 ? [status, errorResponse(Number(status), schema)] : [status, schema],
    ),
  );
}

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
      const success = config.file ? { 200: FILE_ANSWER } : {};
      const extra: Record<string, unknown> = {
        description: describeAccess(
          config.access,
          [doc.route.method].flat()[0] ?? 'GET',
          doc.route.url,
        ),
        response: {
          ...errorResponses(config.access),
          ...success,
          ...declaredResponses(schema.response as Record<string, unknown> | undefined),
        },
      };
      if (config.access !== 'public') extra.security = [{ bearer: [] }];
      if (config.multipart) extra.consumes = ['multipart/form-data'];
      return { schema: { ...schema, ...extra }, url };
    },
  });
}

/** The document's own URLs: `/api/docs/json` is where OpenAPI tools look first. */
export const API_DOCS_URLS = ['/api/docs', '/api/docs/json'];

/** `GET /api/docs` and `GET /api/docs/json`: the document as JSON. */
export function serveApiDocs(api: AppInstance, root: AppInstance): void {
  for (const url of ['/docs', '/docs/json']) {
    api.get(
      url,
      {
        ...publicAccess(),
        schema: { hide: true, response: { 200: z.looseObject({ openapi: z.string() }) } },
      },
      () => root.swagger() as unknown as { openapi: string },
    );
  }
}
