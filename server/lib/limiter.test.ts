import { describe, expect, it } from 'vitest';
import { type LimiterStore, memoryLimiters } from './limiter';
import { redisLimiters } from './redis-limiters';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { warn: () => {}, info: () => {}, debug: () => {} } as never;

/** The same behaviour from both stores: the app cannot tell them apart. */
function behaves(name: string, makeStore: () => Promise<LimiterStore>, shared: boolean) {
  describe(name, () => {
    it('counts, refuses past the budget with the wait, refunds and resets', async () => {
      const store = await makeStore();
      try {
        const limiter = store.limiter(`t${Math.random().toString(36).slice(2)}`, 3, 60_000);
        const take3 = async () => [
          await limiter.take('k'),
          await limiter.take('k'),
          await limiter.take('k'),
        ];
        expect(await take3()).toEqual([0, 0, 0]);
        const wait = await limiter.take('k');
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(60_000);
        expect(await limiter.take('other')).toBe(0);
        await limiter.reset('k');
        expect(await take3()).toEqual([0, 0, 0]);
        await limiter.refund('k');
        expect(await limiter.take('k')).toBe(0);
        expect(await limiter.take('k')).toBeGreaterThan(0);
      } finally {
        await store.close();
      }
    });

    it('lets exactly the budget of a burst of parallel takes through', async () => {
      const store = await makeStore();
      try {
        const limiter = store.limiter(`burst${Math.random().toString(36).slice(2)}`, 10, 60_000);
        const waits = await Promise.all(Array.from({ length: 15 }, () => limiter.take('k')));
        expect(waits.filter((w) => w === 0)).toHaveLength(10);
      } finally {
        await store.close();
      }
    });

    it(`gives two stores (two nodes) ${shared ? 'one shared' : 'each its own'} budget`, async () => {
      const [a, b] = [await makeStore(), await makeStore()];
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

behaves('in memory', async () => memoryLimiters(), false);
behaves(
  'in Redis',
  async () => {
    // A loaded machine may answer slower than production's 100 ms, and a late answer is
    // answered from this node's own count instead (redis-down.test.ts tests that): here every
    // verdict is Redis's, whose shared budget these tests are about.
    const store = redisLimiters(REDIS_URL, `test-limiter-${process.pid}`, silent, 10_000);
    await store.ready(2000);
    return store;
  },
  true,
);
