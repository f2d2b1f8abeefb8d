import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';

/** Request log lines without secrets: a reset link's token never reaches the log. */
function logRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]'),
    ip: req.ip,
  };
}

/**
 * The server's one logger: made before the database opens, so the start's steps are logged in
 * the same lines as the requests that follow. `silent` logs nothing.
 */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({
    level,
    enabled: level !== 'silent',
    serializers: {
      req: logRequest,
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: pino.stdSerializers.err,
    },
  });
}
