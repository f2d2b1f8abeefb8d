import { describe, expect, it } from 'vitest';
import { type LimiterStore, memoryLimiters, redisLimiters } from './limiter';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { warn: () => {} } as never;

/** The same behaviour from both stores: the app cannot tell them apart. */
function behaves(name: string, makeStore: () => LimiterStore, shared: boolean) {
  describe(name, () => {
    it('counts, refuses past the budget with the wait, refunds and resets', async () => {
      const store = makeStore();
      try {
        const limiter = store.limiter(`t${Math.random().toString(36).slice(2)}`, 3, 60_000);
        expect([await limiter.take('k'), await limiter.take('k'), await limiter.take('k')]).toEqual(
          [0, 0, 0],
        );
        const wait = await limiter.take('k');
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(60_000);
        expect(await limiter.retryAfter('k')).toBeGreaterThan(0);
        expect(await limiter.retryAfter('other')).toBe(0);
        await limiter.reset('k');
        expect(await limiter.retryAfter('k')).toBe(0);
        await limiter.add('k');
        await limiter.add('k');
        await limiter.add('k');
        expect(await limiter.retryAfter('k')).toBeGreaterThan(0);
        await limiter.refund('k');
        expect(await limiter.retryAfter('k')).toBe(0);
      } finally {
        await store.close();
      }
    });

    it(`gives two stores (two nodes) ${shared ? 'one shared' : 'each its own'} budget`, async () => {
      const [a, b] = [makeStore(), makeStore()];
      try {
        const name = `two${Math.random().toString(36).slice(2)}`;
        const [onA, onB] = [a.limiter(name, 2, 60_000), b.limiter(name, 2, 60_000)];
        await onA.take('k');
        await onB.take('k');
        expect((await onA.take('k')) > 0).toBe(shared);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
}

behaves('in memory', memoryLimiters, false);
behaves('in Redis', () => redisLimiters(REDIS_URL, `test-limiter-${process.pid}`, silent), true);
