import { describe, expect, it } from 'vitest';
import { addressKey, RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows max events per window per key, then says how long to wait', () => {
    let now = 1_000;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(60_000);
    expect(limiter.take('b')).toBe(0);
    now += 59_999;
    expect(limiter.retryAfter('a')).toBe(1);
    now += 1;
    expect(limiter.take('a')).toBe(0);
  });

  it('counts failures separately from checks', () => {
    const limiter = new RateLimiter(1, 1000, () => 0);
    expect(limiter.retryAfter('k')).toBe(0);
    limiter.add('k');
    expect(limiter.retryAfter('k')).toBe(1000);
    limiter.reset('k');
    expect(limiter.retryAfter('k')).toBe(0);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 whole and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
