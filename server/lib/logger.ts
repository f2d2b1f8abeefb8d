import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';

const TOKEN_IN_QUERY = /([?&]token=)[^&]*/gi;
const MAY_HOLD_TOKEN = /token=/i;

/** Request log lines without secrets: a reset link's token never reaches the log. */
export function logRequest(req: FastifyRequest) {
  const url = req.url;
  return {
    method: req.method,
    // Most URLs carry no token: the replace (a new string) only for those that may.
    url: MAY_HOLD_TOKEN.test(url) ? url.replace(TOKEN_IN_QUERY, '$1[redacted]') : url,
    ip: req.ip,
  };
}

/**
 * The server's one logger: made before the database opens, so the start's steps are logged in
 * the same lines as the requests that follow. `silent` logs nothing. Lines go to `dest`, stdout
 * unless told (the bench's production mode writes them to a file), written without blocking:
 * lines logged while a write is under way go out together with the next one, and whatever is
 * still pending is written when the process exits (decision 0098).
 */
export function createLogger(level: string, dest: number | string = 1): FastifyBaseLogger {
  return pino(
    {
      level,
      enabled: level !== 'silent',
      serializers: {
        req: logRequest,
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    pino.destination({ dest, sync: false }),
  );
}
