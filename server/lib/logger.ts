import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { FLUSH_EVERY_MS, logDestination } from './log-destination';

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

/** How a line shows a request, its answer and an error. */
export const logSerializers = {
  req: logRequest,
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
  err: pino.stdSerializers.err,
};

/**
 * The server's one logger: made before the database opens, so the start's steps are logged in
 * the same lines as the requests that follow. `silent` logs nothing. Lines go to `dest`, stdout
 * unless told (the bench's production mode writes them to a file), written without blocking:
 * gathered up to 4 KB, or for at most FLUSH_EVERY_MS, and whatever is pending when the process
 * exits (decision 0098); at most 8 MB waiting, beyond which lines are dropped and counted
 * (decision 0099).
 */
export function createLogger(level: string, dest: number | string = 1): FastifyBaseLogger {
  const destination = logDestination(dest);
  const logger = pino(
    {
      level,
      enabled: level !== 'silent',
      serializers: logSerializers,
    },
    destination.stream,
  );
  if (level !== 'silent') {
    setInterval(() => {
      const { dropped } = destination.tick();
      if (dropped > 0) {
        logger.warn({ dropped }, 'log lines dropped: their destination was slower than the server');
      }
    }, FLUSH_EVERY_MS).unref();
  }
  return logger;
}
