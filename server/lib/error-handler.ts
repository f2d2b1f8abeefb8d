import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, ErrorCode } from '../../contracts/errors';
import { AppError } from './errors';

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/** One place that turns every thrown error into the API's error shape. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.status)
        .headers(err.headers)
        .send({ ...err.fields, ...body(err.code, err.message) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? `${first.instancePath.slice(1)}: ` : '';
      return reply
        .status(400)
        .send(
          body(
            ErrorCode.badRequest,
            `Invalid ${err.validationContext}: ${where}${first?.message ?? ''}`,
          ),
        );
    }
    const fromDatabase = databaseInputError(err);
    if (fromDatabase) {
      request.log.warn({ err }, 'input refused by the database');
      return reply.status(fromDatabase.status).send(body(fromDatabase.code, fromDatabase.message));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(clientCode(status), err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body(ErrorCode.internal, 'Something went wrong on our side.'));
  });
}

/**
 * A safety net behind the schemas: input the database itself refuses (a data exception,
 * class 22; a broken reference or rule, 23503/23514; a duplicate, 23505) is the caller's
 * mistake, answered 400 or 409, never 500.
 */
export function databaseInputError(
  err: unknown,
): { status: number; code: string; message: string } | null {
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string' || typeof severity !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) {
    return null;
  }
  if (code === '23505')
    return { status: 409, code: ErrorCode.conflict, message: 'This already exists.' };
  if (code.startsWith('22') || code === '23503' || code === '23514') {
    return {
      status: 400,
      code: ErrorCode.badRequest,
      message: 'Some of the data sent is not valid.',
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
