import type { Kysely } from 'kysely';
import { ErrorCode } from '#contracts/errors';
import type { TextKey } from '#locales/catalog';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import type { AuthLimits } from './auth-limits';
import * as repo from './email-change.repo';

type Caller = { address: string };

/**
 * The account's own password asked again before a sensitive change (another module's: the
 * phone number, decision 0053), as the email change asks it: none is 400
 * `current_password_required`, a wrong one 403 `current_password_invalid`, and each try spends
 * the login form's budget, so a stolen session buys no extra guesses.
 */
export function createPasswordCheck(db: Kysely<Database>, limits: AuthLimits) {
  return {
    async confirm(
      accountId: number,
      password: string | undefined,
      caller: Caller,
      texts: { missing: TextKey; wrong: TextKey },
    ): Promise<void> {
      if (!password) {
        throw new AppError(ErrorCode.currentPasswordRequired, 400, texts.missing);
      }
      const account = await repo.findAccount(db, accountId);
      if (!account) throw notFound('auth.errors.accountNotFound');
      const attempt = await limits.passwordAttempt(`account:${account.email}`, caller.address);
      if (!(await verifyPassword(account.password_hash, password))) {
        throw new AppError(ErrorCode.currentPasswordInvalid, 403, texts.wrong);
      }
      await attempt.succeeded();
    },
  };
}

export type PasswordCheck = ReturnType<typeof createPasswordCheck>;
