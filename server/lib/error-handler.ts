import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, ErrorCode } from '#contracts/errors';
import { refusalCode } from '#contracts/refusal-codes';
import type { TextKey, TextParams } from '#locales/catalog';
import { AppError } from './errors';
import { isTextKey, textOf } from './i18n';

const body = (code: string, message: string, key?: TextKey, params?: TextParams): ErrorBody => ({
  error: { code, message, ...(key ? { key } : {}), ...(params ? { params } : {}) },
});

/** One place that turns every thrown error into the API's error shape. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.status)
        .headers(err.headers)
        .send({ ...err.fields, ...body(err.code, err.message, err.key, err.params) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? `${first.instancePath.slice(1)}: ` : '';
      // A contract's own message is a catalog key: answered in English, and named for the app.
      const said = first?.message ?? '';
      const key = isTextKey(said) ? said : undefined;
      const params = limitsOf(first?.params);
      const message = key ? textOf('en', key, params) : said;
      return reply
        .status(400)
        .send(
          body(
            refusalCode(said),
            `Invalid ${err.validationContext}: ${where}${message}`,
            key,
            params,
          ),
        );
    }
    const fromDatabase = databaseInputError(err);
    if (fromDatabase) {
      request.log.warn({ err }, 'input refused by the database');
      const { status, code, key } = fromDatabase;
      return reply.status(status).send(body(code, textOf('en', key), key));
    }
    if (isDatabaseUnreachable(err)) {
      request.log.error({ err }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(body(ErrorCode.unavailable, UNAVAILABLE_MESSAGE, 'errors.server.unavailable'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(clientCode(status), err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send(body(ErrorCode.internal, textOf('en', 'errors.server.failed'), 'errors.server.failed'));
  });
}

/** The bounds a length or size issue names ('at most {{maximum}} characters'). */
function limitsOf(params: unknown): TextParams | undefined {
  const { maximum, minimum } = (params ?? {}) as { maximum?: unknown; minimum?: unknown };
  const limits: TextParams = {};
  if (typeof maximum === 'number' || typeof maximum === 'bigint') limits.maximum = Number(maximum);
  if (typeof minimum === 'number' || typeof minimum === 'bigint') limits.minimum = Number(minimum);
  return Object.keys(limits).length > 0 ? limits : undefined;
}

export const UNAVAILABLE_MESSAGE = textOf('en', 'errors.server.unavailable');

/** PostgreSQL's connection failures (not 08P01, a protocol violation: that is our bug). */
const LOST_CONNECTION_STATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);
/** The socket to the database broke or could not be opened (node-postgres passes these on). */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
/** What node-postgres and pg-pool throw when the socket is gone or none can be had. */
const LOST_CONNECTION_MESSAGES =
  /^(Connection terminated|Connection terminated unexpectedly|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)$/;

/**
 * A lost or refused database connection: the server stays up and answers 503, and the pool
 * opens a new connection for the next request. Logged as an error all the same: a pool that
 * times out may also be a leak of connections.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_CONNECTION_STATES.has(code) || LOST_SOCKET_CODES.has(code)))
    return true;
  return typeof message === 'string' && LOST_CONNECTION_MESSAGES.test(message);
}

/**
 * A safety net behind the schemas: input the database itself refuses (a data exception,
 * class 22; a broken reference or rule, 23503/23514; a duplicate, 23505) is the caller's
 * mistake, answered 400 or 409, never 500.
 */
export function databaseInputError(
  err: unknown,
): { status: number; code: string; key: TextKey } | null {
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string' || typeof severity !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) {
    return null;
  }
  if (code === '23505')
    return { status: 409, code: ErrorCode.conflict, key: 'errors.server.exists' };
  if (code.startsWith('22') || code === '23503' || code === '23514') {
    return {
      status: 400,
      code: ErrorCode.badRequest,
      key: 'errors.server.dataInvalid',
    };
  }
  return null;
}

function clientCode(status: number): string {
  switch (status) {
    case 401:
      return ErrorCode.unauthorized;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 409:
      return ErrorCode.conflict;
    case 413:
      return ErrorCode.payloadTooLarge;
    case 429:
      return ErrorCode.rateLimited;
    default:
      return ErrorCode.badRequest;
  }
}
