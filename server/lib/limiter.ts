import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** A budget of `max` events per window for each key, kept in memory or in Redis. */
export type Limiter = {
  /**
   * Checks and counts one event in one step (so parallel calls cannot pass together); resolves
   * 0, or the ms to wait when it went over the budget.
   */
  take(key: string): Promise<number>;
  /** Takes back one counted event (it turned out not to count, e.g. a right password). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

/** Where the limiters count: one process's memory, or Redis shared by every node. */
export type LimiterStore = {
  limiter(name: string, max: number, windowMs: number): Limiter;
  /**
   * Resolves once counts are shared (at once in memory), or after `waitMs`: until then a node's
   * own count gives the verdicts.
   */
  ready(waitMs: number): Promise<void>;
  /** With Redis only: whether Redis gives the verdicts now (not this node's own count). */
  redisUp?: () => boolean;
  close(): Promise<void>;
};

/**
 * A Redis answer slower than this gives way to this node's own count's verdict. Loopback or a
 * LAN answers in under a millisecond; a login makes up to four calls, so a Redis that hangs
 * costs it at most 0.4 s.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 100;

function wrap(rl: RateLimiterAbstract): Limiter {
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
    async refund(key) {
      await rl.reward(key, 1);
    },
    async reset(key) {
      await rl.delete(key);
    },
  };
}

export const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The single-machine default: counts in this process (a restart forgets them). */
export function memoryLimiters(): LimiterStore {
  return {
    limiter: (name, max, windowMs) =>
      wrap(new RateLimiterMemory({ keyPrefix: name, points: max, duration: seconds(windowMs) })),
    ready: async () => {},
    close: async () => {},
  };
}
