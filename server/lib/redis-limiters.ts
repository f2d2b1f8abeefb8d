import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { type Limiter, type LimiterStore, REDIS_COMMAND_TIMEOUT_MS, seconds } from './limiter';
import { watchRedis } from './redis-connection';

/**
 * Several nodes: every node counts in one Redis, so N nodes give one budget, not N. A key
 * far over its budget is refused from memory for the rest of its window (a flood costs no
 * Redis round trip), and while Redis is unreachable or slow each node answers from its own
 * memory.
 */
export function redisLimiters(
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
  commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS,
): LimiterStore {
  // While the connection is not ready a call fails at once (no queue, no wait for a reconnect),
  // and one Redis does not answer in time fails too: this node's own count then answers.
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
      const shared = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:limit:${name}`,
        points: max,
        duration,
        rejectIfRedisNotReady: true,
        inMemoryBlockOnConsumed: max * 2,
        inMemoryBlockDuration: duration,
      });
      const here = new RateLimiterMemory({ keyPrefix: name, points: max, duration });
      return sharedWithOwnCount(shared, here);
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

/**
 * Every event is counted in Redis and in this node's memory alike; Redis's answer is the
 * verdict, and a call Redis fails (unreachable, or slower than the command timeout) gets this
 * node's. The own count is kept all along because a fallback that only starts counting when
 * Redis fails would let a burst through twice: at load, a few of 15 parallel guesses answered
 * late and an empty fallback passed them on top of Redis's 10.
 */
function sharedWithOwnCount(shared: RateLimiterRedis, here: RateLimiterMemory): Limiter {
  const waitOf = (res: RateLimiterRes) => Math.max(1, res.msBeforeNext);
  return {
    async take(key) {
      const [inShared, inHere] = await Promise.allSettled([shared.consume(key), here.consume(key)]);
      if (inShared.status === 'fulfilled') return 0;
      if (inShared.reason instanceof RateLimiterRes) return waitOf(inShared.reason);
      if (inHere.status === 'fulfilled') return 0;
      if (inHere.reason instanceof RateLimiterRes) return waitOf(inHere.reason);
      throw inHere.reason;
    },
    // With Redis away, what it counted expires with its window, one too many where it did count
    // the take: its verdict holds again once it is back.
    async refund(key) {
      await Promise.all([here.reward(key, 1), shared.reward(key, 1).catch(() => {})]);
    },
    async reset(key) {
      await Promise.all([here.delete(key), shared.delete(key).catch(() => {})]);
    },
  };
}
