import type { FastifyBaseLogger } from 'fastify';
import { type ReadyResponse, readyResponse } from '#contracts/common';
import type { AppInstance } from '../app-types';
import { publicAccess } from './auth-guard';

/** A check that has not answered by then has failed: a balancer should not wait on it. */
export const READY_CHECK_TIMEOUT_MS = 2000;

type Check = () => Promise<unknown>;

/** What a node needs to serve: the database, Redis (when configured) and the file store. */
export type ReadinessChecks = {
  database: Check;
  /** Absent without REDIS_URL. */
  redis?: Check;
  storage: Check;
};

async function passes(
  name: string,
  check: Check,
  log: FastifyBaseLogger,
  timeoutMs: number,
): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // A check may answer `false` rather than throw.
    const result = await Promise.race([check(), timeout]);
    if (result === false) throw new Error('check answered false');
    return 'ok';
  } catch (err) {
    log.warn({ err, check: name }, 'readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once; `unavailable` when any failed. */
export async function checkReadiness(
  checks: ReadinessChecks,
  log: FastifyBaseLogger,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): Promise<ReadyResponse> {
  const [database, redis, storage] = await Promise.all([
    passes('database', checks.database, log, timeoutMs),
    checks.redis ? passes('redis', checks.redis, log, timeoutMs) : ('disabled' as const),
    passes('storage', checks.storage, log, timeoutMs),
  ]);
  const failed = database === 'failed' || redis === 'failed' || storage === 'failed';
  return { status: failed ? 'unavailable' : 'ok', checks: { database, redis, storage } };
}

/**
 * `GET /api/ready`: 200 when this node can serve, 503 naming the part that failed. For a load
 * balancer or orchestrator deciding whether to send traffic here; `/api/health` stays liveness.
 */
export function registerReadyRoute(api: AppInstance, checks: ReadinessChecks): void {
  api.get(
    '/ready',
    { ...publicAccess(), schema: { response: { 200: readyResponse, 503: readyResponse } } },
    async (request, reply) => {
      const result = await checkReadiness(checks, request.log);
      return reply
        .status(result.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(result);
    },
  );
}
