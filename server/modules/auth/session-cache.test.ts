import { expect, it } from 'vitest';
import { createSessionCache, SESSION_CACHE_MS } from './session-cache';

const clockAt = (start: number) => {
  const clock = { now: start };
  return { clock, now: () => clock.now };
};

it('answers a kept read of a session until SESSION_CACHE_MS has passed', () => {
  const { clock, now } = clockAt(1_000);
  const cache = createSessionCache<string>(now);
  cache.set('t1', 'account:5', 'row', cache.generation());
  expect(cache.get('t1')).toBe('row');
  clock.now += SESSION_CACHE_MS - 1;
  expect(cache.get('t1')).toBe('row');
  clock.now += 1;
  expect(cache.get('t1')).toBeUndefined();
});

it("forgets every token of a holder, and no other holder's", () => {
  const cache = createSessionCache<string>();
  cache.set('a', 'account:5', 'five', cache.generation());
  cache.set('b', 'account:5', 'five again', cache.generation());
  cache.set('c', 'admin:5', 'admin five', cache.generation());
  cache.forgetHolder('account:5');
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
    undefined,
    undefined,
    'admin five',
  ]);
});

it('does not keep a read that started before the holder changed', () => {
  const cache = createSessionCache<string>();
  // A request reads the session; meanwhile a logout commits and forgets the holder.
  const seen = cache.generation();
  cache.forgetHolder('account:7');
  cache.set('t', 'account:7', 'read before the logout', seen);
  expect(cache.get('t')).toBeUndefined();
  // A read that starts after it is kept.
  cache.set('t', 'account:7', 'read after', cache.generation());
  expect(cache.get('t')).toBe('read after');
});

it('keeps at most 10,000 tokens, dropping the oldest first', () => {
  const cache = createSessionCache<number>();
  for (let i = 0; i <= 10_000; i++) cache.set(`t${i}`, `account:${i}`, i, 0);
  expect(cache.get('t0')).toBeUndefined();
  expect(cache.get('t1')).toBe(1);
  expect(cache.get('t10000')).toBe(10_000);
});
