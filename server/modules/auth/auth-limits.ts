import { ErrorCode } from '#contracts/errors';
import { addressKey } from '../../lib/address-key';
import { AppError, tooManyAttempts } from '../../lib/errors';
import type { LimiterStore } from '../../lib/limiter';

const MINUTE = 60_000;

/**
 * The budget of password attempts on one account from all addresses together, for attempts no
 * trusted device vouches for: the first `free` in 15 minutes, then one every `everyMs`. It
 * never closes: a slot opens every few seconds whatever came before, so a stranger can at most
 * make the owner, on a device it has never used, try again a few seconds later.
 */
export const ACCOUNT_BUDGET = { free: 20, everyMs: 9_000 } as const;

const refuse = (waitMs: number) => {
  if (waitMs > 0) throw tooManyAttempts(waitMs, 'auth.errors.tooManyAttempts');
};

/** The account's brake held this device back: its own code says so, so the owner is offered a code. */
const braked = (waitMs: number) => {
  if (waitMs <= 0) return;
  const seconds = String(Math.max(1, Math.ceil(waitMs / 1000)));
  throw new AppError(
    ErrorCode.accountBraked,
    429,
    'auth.errors.accountBraked',
    {},
    {
      'retry-after': seconds,
    },
  );
};

/**
 * The brakes on guessing and flooding, counted in the limiter store (memory, or Redis shared by
 * every node). Each call throws 429 (with Retry-After) when over.
 * - every call of an account endpoint counts against its address, per endpoint;
 * - password attempts count per account and address (10 per 15 min, cleared by a success),
 *   checked and counted in one step before the password is, so a burst of parallel guesses
 *   cannot overrun;
 * - per account, from all addresses, attempts without a trusted device share
 *   `ACCOUNT_BUDGET`: a botnet gets about 100 guesses per 15 minutes per account, not 10 per
 *   address, and the owner's own devices are never refused for what others did;
 * - reset links: 5 per account per 15 min;
 * - one-time sign-in codes (decision 0044): 3 asked per login and address and 10 per login
 *   per 15 min (they go to the owner, so a stranger asking only hands the owner codes); 5 tries
 *   per login and address, so strangers cannot spend the owner's tries.
 */
export function createAuthLimits(
  perAddressPerMinute: number,
  store: LimiterStore,
  budget: { free: number; everyMs: number } = ACCOUNT_BUDGET,
) {
  const perAddress = store.limiter('auth-address', perAddressPerMinute, MINUTE);
  const pairs = store.limiter('auth-account-address', 10, 15 * MINUTE);
  const untrusted = store.limiter('auth-account', budget.free, 15 * MINUTE);
  const slots = store.limiter('auth-account-slot', 1, budget.everyMs);
  const resetLinks = store.limiter('auth-reset-links', 5, 15 * MINUTE);
  const codesAsked = store.limiter('auth-login-codes', 10, 15 * MINUTE);
  const codesAskedHere = store.limiter('auth-login-codes-address', 3, 15 * MINUTE);
  const codeTries = store.limiter('auth-login-code-tries', 5, 15 * MINUTE);

  /** Ms until the account takes another untrusted attempt; 0 when it takes this one. */
  async function accountWait(account: string): Promise<number> {
    if ((await untrusted.take(account)) === 0) return 0;
    return slots.take(account);
  }

  return {
    async address(endpoint: string, address: string): Promise<void> {
      refuse(await perAddress.take(`${endpoint}:${addressKey(address)}`));
    },

    /**
     * Call before checking a password; call `succeeded()` when it was right: the owner's own
     * logins then cost neither budget.
     */
    async passwordAttempt(account: string, address: string, trustedDevice = false) {
      const pair = `${account}|${addressKey(address)}`;
      // Checked and counted in one step: a burst of parallel guesses cannot pass together.
      refuse(await pairs.take(pair));
      if (!trustedDevice) {
        const wait = await accountWait(account);
        // Refused before any check: it does not count against this address.
        if (wait > 0) await pairs.refund(pair);
        braked(wait);
      }
      return {
        succeeded: async () => {
          await pairs.reset(pair);
          if (!trustedDevice) await untrusted.refund(account);
        },
      };
    },

    async resetLink(account: string): Promise<void> {
      refuse(await resetLinks.take(account));
    },

    async loginCodeAsked(login: string, address: string): Promise<void> {
      refuse(await codesAskedHere.take(`${login}|${addressKey(address)}`));
      refuse(await codesAsked.take(login));
    },

    async loginCodeTry(login: string, address: string): Promise<void> {
      refuse(await codeTries.take(`${login}|${addressKey(address)}`));
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
