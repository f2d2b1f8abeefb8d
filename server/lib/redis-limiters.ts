import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { type LimiterStore, REDIS_COMMAND_TIMEOUT_MS, seconds, wrap } from './limiter';
import { watchRedis } from './redis-connection';

/**
 * Several nodes: every node counts in one Redis, so N nodes give one budget, not N. A key
 * far over its budget is refused from memory for the rest of its window (a flood costs no
 * Redis round trip), and while Redis is unreachable each node counts in its own memory.
 */
export function redisLimiters(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
  commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS,
): LimiterStore {
  // While the connection is not ready a call fails at once (no queue, no wait for a reconnect)
  // and one Redis does not answer in time fails too; the insurance limiter in memory then
  // answers, with the same consuming calls.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    connectionName: 'limits',
  });
  const connection = watchRedis(client, log, {
    name: 'limits',
    consequence: 'each node counts the rate limits in its own memory until it is back',
  });
  return {
    limiter: (name, max, windowMs) => {
      const duration = seconds(windowMs);
      const rl = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:limit:${name}`,
        points: max,
        duration,
        rejectIfRedisNotReady: true,
        inMemoryBlockOnConsumed: max * 2,
        inMemoryBlockDuration: duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: max, duration }),
      });
      return wrap(rl);
    },
    ready: async (waitMs) => {
      await connection.ready(waitMs);
    },
    redisUp: connection.up,
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
