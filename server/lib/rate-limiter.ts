const MAX_KEYS = 50_000;

/**
 * Fixed-window counters kept in this process. With several nodes each keeps its own
 * counts (a later change can move them to Redis behind the same interface).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Ms until `key` may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= this.now()) return 0;
    return w.count >= this.max ? w.resetAt - this.now() : 0;
  }

  /** Events counted for `key` in its current window. */
  count(key: string): number {
    const w = this.windows.get(key);
    return w && w.resetAt > this.now() ? w.count : 0;
  }

  /** Counts one event for `key`. */
  add(key: string): void {
    const now = this.now();
    const w = this.windows.get(key);
    if (w && w.resetAt > now) {
      w.count++;
      return;
    }
    this.windows.delete(key);
    if (this.windows.size >= MAX_KEYS) this.evictOldest();
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  /** Counts one event and says how long to wait if that went over the limit. */
  take(key: string): number {
    const wait = this.retryAfter(key);
    if (wait > 0) return wait;
    this.add(key);
    return 0;
  }

  /** Takes back one counted event (it turned out not to count, e.g. a right password). */
  refund(key: string): void {
    const w = this.windows.get(key);
    if (w && w.resetAt > this.now() && w.count > 0) w.count--;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  /** Drops the oldest tenth of the windows (a Map iterates in insertion order). */
  private evictOldest(): void {
    let drop = Math.ceil(MAX_KEYS / 10);
    for (const key of this.windows.keys()) {
      if (drop-- <= 0) break;
      this.windows.delete(key);
    }
  }
}

/**
 * The part of a client address that identifies one party: the whole IPv4 address,
 * or the /64 prefix of an IPv6 one (a single host usually owns a whole /64).
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
