import { AuthMessages } from '../../../contracts/messages';
import { tooManyAttempts } from '../../lib/errors';
import { addressKey, RateLimiter } from '../../lib/rate-limiter';

const MINUTE = 60_000;

const refuse = (waitMs: number) => {
  if (waitMs > 0) throw tooManyAttempts(waitMs, AuthMessages.tooManyAttempts);
};

/**
 * The brakes on guessing and flooding. Each call throws 429 (with Retry-After) when over.
 * - every call of an account endpoint counts against its address, per endpoint;
 * - password attempts count per account and address (10 per 15 min), so one attacker cannot
 *   lock a user out from elsewhere, and per account overall (100 per 15 min) against many
 *   addresses; they are counted before the check, so a burst of parallel guesses cannot overrun;
 * - reset links: 5 per account per 15 min.
 */
export function createAuthLimits(perAddressPerMinute: number, now: () => number = Date.now) {
  const perAddress = new RateLimiter(perAddressPerMinute, MINUTE, now);
  const attemptsPerAccountAndAddress = new RateLimiter(10, 15 * MINUTE, now);
  const attemptsPerAccount = new RateLimiter(100, 15 * MINUTE, now);
  const resetLinksPerAccount = new RateLimiter(5, 15 * MINUTE, now);

  return {
    address(endpoint: string, address: string): void {
      refuse(perAddress.take(`${endpoint}:${addressKey(address)}`));
    },

    /** Call before checking a password; call `succeeded()` when it was right. */
    passwordAttempt(account: string, address: string) {
      const pair = `${account}|${addressKey(address)}`;
      refuse(
        attemptsPerAccountAndAddress.retryAfter(pair) || attemptsPerAccount.retryAfter(account),
      );
      attemptsPerAccountAndAddress.add(pair);
      attemptsPerAccount.add(account);
      return { succeeded: () => attemptsPerAccountAndAddress.reset(pair) };
    },

    resetLink(account: string): void {
      refuse(resetLinksPerAccount.take(account));
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
