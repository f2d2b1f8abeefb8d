import { AuthMessages } from '../../../contracts/messages';
import { tooManyAttempts } from '../../lib/errors';
import { addressKey, RateLimiter } from '../../lib/rate-limiter';

const MINUTE = 60_000;

/**
 * Past this many password attempts on one account in 15 minutes (from all addresses), each
 * further attempt waits a little longer before it is checked, up to a few seconds. The account
 * is never refused as a whole: its owner, from an address of its own, always gets in.
 */
export const ACCOUNT_SLOWDOWN = { freeAttempts: 20, stepMs: 250, maxMs: 3000 } as const;

export function accountDelayMs(attemptsBefore: number): number {
  const over = attemptsBefore - ACCOUNT_SLOWDOWN.freeAttempts;
  return over < 0 ? 0 : Math.min(ACCOUNT_SLOWDOWN.maxMs, (over + 1) * ACCOUNT_SLOWDOWN.stepMs);
}

const refuse = (waitMs: number) => {
  if (waitMs > 0) throw tooManyAttempts(waitMs, AuthMessages.tooManyAttempts);
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The brakes on guessing and flooding. Each call throws 429 (with Retry-After) when over.
 * - every call of an account endpoint counts against its address, per endpoint;
 * - password attempts count per account and address (10 per 15 min, cleared by a success),
 *   counted before the check, so a burst of parallel guesses cannot overrun;
 * - per account overall they only slow down (`ACCOUNT_SLOWDOWN`): many addresses guessing one
 *   account are braked without a stranger being able to lock its owner out;
 * - reset links: 5 per account per 15 min.
 */
export function createAuthLimits(
  perAddressPerMinute: number,
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = pause,
) {
  const perAddress = new RateLimiter(perAddressPerMinute, MINUTE, now);
  const attemptsPerAccountAndAddress = new RateLimiter(10, 15 * MINUTE, now);
  const attemptsPerAccount = new RateLimiter(Number.POSITIVE_INFINITY, 15 * MINUTE, now);
  const resetLinksPerAccount = new RateLimiter(5, 15 * MINUTE, now);

  return {
    address(endpoint: string, address: string): void {
      refuse(perAddress.take(`${endpoint}:${addressKey(address)}`));
    },

    /** Await before checking a password; call `succeeded()` when it was right. */
    async passwordAttempt(account: string, address: string) {
      const pair = `${account}|${addressKey(address)}`;
      refuse(attemptsPerAccountAndAddress.retryAfter(pair));
      attemptsPerAccountAndAddress.add(pair);
      const delay = accountDelayMs(attemptsPerAccount.count(account));
      attemptsPerAccount.add(account);
      if (delay > 0) await sleep(delay);
      return { succeeded: () => attemptsPerAccountAndAddress.reset(pair) };
    },

    resetLink(account: string): void {
      refuse(resetLinksPerAccount.take(account));
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
