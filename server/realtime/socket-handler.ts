import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '#contracts/errors';
import { refusalCode } from '#contracts/refusal-codes';
import type { Ack } from '#contracts/socket-events';
import {
  databaseInputError,
  isDatabaseUnreachable,
  UNAVAILABLE_MESSAGE,
} from '../lib/error-handler';
import { AppError } from '../lib/errors';
import { textOf } from '../lib/i18n';

/** An ack that refuses: the same codes and messages as the HTTP errors. */
export const refusal = (
  code: string,
  message: string,
  key?: string,
  params?: Record<string, string | number>,
): Ack => ({
  ok: false,
  error: { code, message, ...(key ? { key } : {}), ...(params ? { params } : {}) },
});

/**
 * Wraps a socket event: validates the payload with its contract schema, runs the service,
 * and answers through the ack (when the emitter asked for one) with the HTTP error codes.
 */
export function socketHandler<S extends z.ZodType, R>(
  log: FastifyBaseLogger,
  schema: S,
  run: (input: z.output<S>) => Promise<R>,
) {
  return async (payload: unknown, ack?: unknown): Promise<void> => {
    const reply = typeof ack === 'function' ? (ack as (a: Ack) => void) : () => {};
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      // The English message names the field for logs and API users; the key says it to people.
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      const code = refusalCode(issue?.message);
      return reply(
        refusal(
          code,
          `Invalid payload: ${where}${issue?.message ?? ''}`,
          code === ErrorCode.badRequest ? 'errors.server.dataInvalid' : issue?.message,
        ),
      );
    }
    try {
      reply({ ok: true, data: await run(parsed.data) });
    } catch (err) {
      if (err instanceof AppError) {
        return reply(refusal(err.code, err.message, err.key, err.params));
      }
      const fromDatabase = databaseInputError(err);
      if (fromDatabase) {
        const { code, key } = fromDatabase;
        return reply(refusal(code, textOf('en', key), key));
      }
      if (isDatabaseUnreachable(err)) {
        log.error({ err }, 'database unreachable');
        return reply(
          refusal(ErrorCode.unavailable, UNAVAILABLE_MESSAGE, 'errors.server.unavailable'),
        );
      }
      log.error({ err }, 'socket event failed');
      reply(
        refusal(ErrorCode.internal, textOf('en', 'errors.server.failed'), 'errors.server.failed'),
      );
    }
  };
}
