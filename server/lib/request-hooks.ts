import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Metrics } from './metrics';
import { UNMATCHED_ROUTE } from './metrics';
import { isPageRead } from './page-read-mark';
import { REQUEST_ID_HEADER } from './request-id';

/** The security headers of an answer: the API's JSON, and everything else (pages, files). */
export type AnswerHeaders = { api: Record<string, string>; other: Record<string, string> };

/**
 * What every request costs beyond its route, in one hook at each end (decision 0106). On
 * arrival: its id and security headers. On completion: the request metrics and, when `log` is
 * given, its one log line (Fastify's own two request lines are off), written from the root
 * logger with the request's id, so no request makes a child logger to be logged. A page's
 * in-process API reads are logged and counted as the page (decision 0099).
 */
export function observeRequests(
  app: FastifyInstance,
  headers: AnswerHeaders,
  metrics: Metrics,
  log: FastifyBaseLogger | undefined,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.headers(request.url.startsWith('/api/') ? headers.api : headers.other);
    done();
  });
  // At `debug`, a request is logged when it arrives too (a request that never ends shows).
  if (log && (log.level === 'debug' || log.level === 'trace')) {
    app.addHook('onRequest', (request, _reply, done) => {
      if (!isPageRead(request)) log.debug({ reqId: request.id, req: request }, 'incoming request');
      done();
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    if (isPageRead(request)) return done();
    const ms = reply.elapsedTime;
    metrics.observeRequest(
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      request.method,
      reply.statusCode,
      ms / 1000,
    );
    log?.info(
      { reqId: request.id, req: request, res: reply, responseTime: ms },
      'request completed',
    );
    done();
  });
}

/**
 * Fastify's own request log lines, less the two every request writes (its arrival and its
 * completion: the hooks above write the one line): errors it logs itself (an error handler
 * that failed, a stream cut after its headers, a response that errored) still are.
 */
export class RequestErrorLogs extends LogController {
  constructor() {
    super({ disableRequestLogging: isPageRead });
  }
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
  }
}
