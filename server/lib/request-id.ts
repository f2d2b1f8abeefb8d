import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy may hand us: short, and nothing that could forge or break a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`: a random UUID, or the `x-request-id` a trusted proxy set (only behind
 * one, `TRUST_PROXY` > 0, and only when it is a short safe token), so one id follows a request
 * from the balancer's log to ours. Every log line of the request carries it as `reqId`.
 */
export function requestIdGenerator(trustProxyHops: number) {
  return (req: IncomingMessage): string => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (trustProxyHops > 0 && typeof given === 'string' && SAFE_REQUEST_ID.test(given)) {
      return given;
    }
    return crypto.randomUUID();
  };
}
