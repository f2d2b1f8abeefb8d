import { AuthMessages } from '../../../contracts/messages';
import { tooManyAttempts } from '../../lib/errors';
import { addressKey, RateLimiter } from '../../lib/rate-limiter';

const MINUTE = 60_000;
const MAX_ACCOUNTS = 50_000;

/**
 * The budget of password attempts on one account from all addresses together, for attempts no
 * trusted device vouches for: the first `free` in 15 minutes, then one every `everyMs`. It
 * never closes: a slot opens every few seconds whatever came before, so a stranger can at most
 * make the owner, on a device it has never used, try again a few seconds later.
 */
export const ACCOUNT_BUDGET = { free: 20, everyMs: 9_000 } as const;

const refuse = (waitMs: number) => {
  if (waitMs > 0) throw tooManyAttempts(waitMs, AuthMessages.tooManyAttempts);
};

/**
 * The brakes on guessing and flooding. Each call throws 429 (with Retry-After) when over.
 * - every call of an account endpoint counts against its address, per endpoint;
 * - password attempts count per account and address (10 per 15 min, cleared by a success),
 *   counted before the check, so a burst of parallel guesses cannot overrun;
 * - per account, from all addresses, attempts without a trusted device share
 *   `ACCOUNT_BUDGET`: a botnet gets about 100 guesses per 15 minutes per account, not 10 per
 *   address, and the owner's own devices are never refused for what others did;
 * - reset links: 5 per account per 15 min.
 */
export function createAuthLimits(perAddressPerMinute: number, now: () => number = Date.now) {
  const perAddress = new RateLimiter(perAddressPerMinute, MINUTE, now);
  const attemptsPerAccountAndAddress = new RateLimiter(10, 15 * MINUTE, now);
  const untrustedPerAccount = new RateLimiter(ACCOUNT_BUDGET.free, 15 * MINUTE, now);
  const nextSlot = new Map<string, number>();
  const resetLinksPerAccount = new RateLimiter(5, 15 * MINUTE, now);

  /** Ms until the account takes another untrusted attempt; 0 when it takes this one. */
  function accountWait(account: string): number {
    if (untrustedPerAccount.take(account) === 0) return 0;
    const at = now();
    const slot = nextSlot.get(account) ?? 0;
    if (slot > at) return slot - at;
    if (nextSlot.size >= MAX_ACCOUNTS) nextSlot.clear();
    nextSlot.set(account, at + ACCOUNT_BUDGET.everyMs);
    return 0;
  }

  return {
    address(endpoint: string, address: string): void {
      refuse(perAddress.take(`${endpoint}:${addressKey(address)}`));
    },

    /**
     * Call before checking a password; call `succeeded()` when it was right: the owner's own
     * logins then cost neither budget.
     */
    passwordAttempt(account: string, address: string, trustedDevice = false) {
      const pair = `${account}|${addressKey(address)}`;
      refuse(attemptsPerAccountAndAddress.retryAfter(pair));
      if (!trustedDevice) refuse(accountWait(account));
      attemptsPerAccountAndAddress.add(pair);
      return {
        succeeded: () => {
          attemptsPerAccountAndAddress.reset(pair);
          if (!trustedDevice) untrustedPerAccount.refund(account);
        },
      };
    },

    resetLink(account: string): void {
      refuse(resetLinksPerAccount.take(account));
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
