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
 * the same lines as the requests that follow. `silent` logs nothing. Lines go to stdout unless
 * another `destination` is given (the bench's production mode writes them to a file).
 */
export function createLogger(
  level: string,
  destination?: pino.DestinationStream,
): FastifyBaseLogger {
  const options = {
    level,
    enabled: level !== 'silent',
    serializers: {
      req: logRequest,
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
