import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { AuthResponses } from '#contracts/auth';
import { ErrorCode } from '#contracts/errors';
import {
  CONFIRM_EMAIL_PAGE,
  type ConfirmEmailResponse,
  EMAIL_CHANGE_LINK_MINUTES,
} from '#contracts/providers';
import type { Language } from '#locales/languages';
import { isUniqueViolation } from '../../db/refusals';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { textOf } from '../../lib/i18n';
import type { Mailer } from '../../lib/mailer';
import { verifyPassword } from '../../lib/password';
import { hashOfToken, newSecretToken } from '../../lib/secret-token';
import * as accounts from './auth.repo';
import type { AuthLimits } from './auth-limits';
import * as repo from './email-change.repo';
import { confirmEmailMail, emailChangeNoticeMail } from './email-change-mail';

const emailTaken = () =>
  new AppError(ErrorCode.emailTaken, 409, 'auth.errors.emailExists', {
    message: AuthResponses.emailExists,
  });

type Caller = { address: string };

/** A change whose link has been mailed; the caller stores it in its own transaction. */
export type PendingEmailChange = {
  accountId: number;
  oldEmail: string;
  newEmail: string;
  tokenHash: string;
  expiresAt: Date;
  /** The language the account reads: its mails are written in it. */
  language?: Language;
};

/**
 * Changing the login email (decision 0014): the current password is checked, a link with 256
 * random bits goes to the new address (only its SHA-256 is stored) and a notice to the old one.
 * The email changes when the link is used: once, within 30 minutes by the injected clock, while
 * the address is free and no password reset happened since; every older session then ends.
 */
export function createEmailChangeService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  limits: AuthLimits;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Told after a change ended a user's older sessions (closes their open sockets). */
  onSessionsRevoked?: (accountId: number) => void;
}) {
  const { db, mailer, limits, clock } = deps;

  return {
    /**
     * Checks the current password and that the address is free, then mails the link to the
     * new address. Throws, with nothing stored, when any of these fails.
     */
    async prepare(
      accountId: number,
      newEmail: string,
      currentPassword: string | undefined,
      caller: Caller,
    ): Promise<PendingEmailChange> {
      const account = await repo.findAccount(db, accountId);
      if (!account) throw notFound('auth.errors.accountNotFound');
      if (!currentPassword) {
        throw new AppError(
          ErrorCode.currentPasswordRequired,
          400,
          'auth.emailChange.passwordNeeded',
        );
      }
      // The same budget as the login form's, so a stolen token buys no extra guesses.
      const attempt = await limits.passwordAttempt(`account:${account.email}`, caller.address);
      if (!(await verifyPassword(account.password_hash, currentPassword))) {
        throw new AppError(ErrorCode.currentPasswordInvalid, 403, 'auth.emailChange.passwordWrong');
      }
      await attempt.succeeded();
      if (await repo.emailUsedByOther(db, newEmail, accountId)) throw emailTaken();
      // Links per account, like reset links (a separate budget under its own key).
      await limits.resetLink(`email-change:${accountId}`);

      const token = newSecretToken();
      const link = new URL(CONFIRM_EMAIL_PAGE, deps.publicUrl);
      link.search = new URLSearchParams({ token }).toString();
      try {
        await mailer.send(
          confirmEmailMail(
            {
              to: newEmail,
              name: await accounts.nameOf(db, accountId),
              language: account.language,
              site: deps.publicUrl,
            },
            link.toString(),
            EMAIL_CHANGE_LINK_MINUTES,
          ),
        );
      } catch (err) {
        deps.log.error({ err }, 'email change confirmation mail failed');
        throw new AppError(ErrorCode.mailFailed, 502, 'auth.errors.mailFailed');
      }
      return {
        accountId,
        oldEmail: account.email,
        newEmail,
        tokenHash: hashOfToken(token),
        expiresAt: new Date(clock().getTime() + EMAIL_CHANGE_LINK_MINUTES * 60_000),
        language: account.language,
      };
    },

    /** Stores a prepared change; any older open link of the account stops working. */
    async store(trx: Transaction<Database>, pending: PendingEmailChange): Promise<void> {
      await repo.retireOpenChanges(trx, pending.accountId, clock());
      await repo.insertChange(trx, pending);
    },

    /** Tells the old address (after the change is stored); a failure is logged, not answered. */
    async notifyOldAddress(pending: PendingEmailChange): Promise<void> {
      const forgot = new URL('/forgotpassword', deps.publicUrl).toString();
      try {
        await mailer.send(
          emailChangeNoticeMail(
            {
              to: pending.oldEmail,
              name: await accounts.nameOf(db, pending.accountId),
              language: pending.language ?? 'en',
              site: deps.publicUrl,
            },
            pending.newEmail,
            forgot,
          ),
        );
      } catch (err) {
        deps.log.error({ err }, 'email change notice to the old address failed');
      }
    },

    async confirm(token: string, caller: Caller): Promise<ConfirmEmailResponse> {
      await limits.address('confirm-email', caller.address);
      const now = clock();
      const tokenHash = hashOfToken(token);
      let applied: { accountId: number; email: string } | null;
      // A password reset since the request has retired the link (password-reset.service.ts).
      try {
        applied = await db.transaction().execute(async (trx) => {
          const change = await repo.consumeChange(trx, tokenHash, now);
          if (!change) return null;
          // Thrown, so the link stays open (rolled back) while the address is someone else's.
          if (await repo.emailUsedByOther(trx, change.new_email, change.account_id)) {
            throw emailTaken();
          }
          await repo.applyEmail(trx, change.account_id, change.new_email);
          await repo.retireOpenChanges(trx, change.account_id, now);
          return { accountId: change.account_id, email: change.new_email };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      if (!applied) {
        throw new AppError(ErrorCode.tokenInvalid, 400, 'auth.emailChange.linkInvalid');
      }
      deps.onSessionsRevoked?.(applied.accountId);
      return { message: textOf('en', 'auth.emailChange.changed'), email: applied.email };
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
