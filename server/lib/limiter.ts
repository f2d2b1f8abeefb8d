import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** A budget of `max` events per window for each key, kept in memory or in Redis. */
export type Limiter = {
  /** Counts one event; resolves 0, or the ms to wait when it went over the budget. */
  take(key: string): Promise<number>;
  /** Ms until `key` is under its budget again, without counting anything; 0 when it is. */
  retryAfter(key: string): Promise<number>;
  /** Counts one event without asking (the caller checked `retryAfter` first). */
  add(key: string): Promise<void>;
  /** Takes back one counted event (it turned out not to count, e.g. a right password). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

/** Where the limiters count: one process's memory, or Redis shared by every node. */
export type LimiterStore = {
  limiter(name: string, max: number, windowMs: number): Limiter;
  close(): Promise<void>;
};

function wrap(rl: RateLimiterAbstract, max: number): Limiter {
  return {
    async take(key) {
      try {
        await rl.consume(key);
        return 0;
      } catch (res) {
        if (res instanceof RateLimiterRes) return Math.max(1, res.msBeforeNext);
        throw res;
      }
    },
    async retryAfter(key) {
      const res = await rl.get(key);
      return res && res.consumedPoints >= max ? Math.max(1, res.msBeforeNext) : 0;
    },
    async add(key) {
      await rl.penalty(key, 1);
    },
    async refund(key) {
      await rl.reward(key, 1);
    },
    async reset(key) {
      await rl.delete(key);
    },
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The single-machine default: counts in this process (a restart forgets them). */
export function memoryLimiters(): LimiterStore {
  return {
    limiter: (name, max, windowMs) =>
      wrap(
        new RateLimiterMemory({ keyPrefix: name, points: max, duration: seconds(windowMs) }),
        max,
      ),
    close: async () => {},
  };
}

/**
 * Several nodes: every node counts in one Redis, so N nodes give one budget, not N. A key
 * far over its budget is refused from memory for the rest of its window (a flood costs no
 * Redis round trip), and while Redis is unreachable each node falls back to its own memory.
 */
export function redisLimiters(url: string, prefix: string, log: FastifyBaseLogger): LimiterStore {
  // A command waits for the connection once (at start) and fails fast after that while Redis
  // is away; the insurance limiter in memory then answers.
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on('error', (err) => log.warn({ err }, 'redis (limits) connection error'));
  return {
    limiter: (name, max, windowMs) => {
      const duration = seconds(windowMs);
      const rl = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:limit:${name}`,
        points: max,
        duration,
        inMemoryBlockOnConsumed: max * 2,
        inMemoryBlockDuration: duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: max, duration }),
      });
      return wrap(rl, max);
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
