import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  AuthResponses,
  type ResetLinkState,
  type resetLinkCheckRequest,
  type resetPasswordRequest,
} from '#contracts/auth';
import { ErrorCode } from '#contracts/errors';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { hashOfToken, newSecretToken } from '../../lib/secret-token';
import * as repo from './auth.repo';
import type { AuthLimits } from './auth-limits';
import * as emailChanges from './email-change.repo';
import * as links from './password-reset.repo';
import { resetMail } from './reset-mail';

export const RESET_LINK_LIFETIME_MINUTES = 30;

const tokenInvalid = () =>
  new AppError(ErrorCode.tokenInvalid, 400, 'auth.errors.tokenInvalid', {
    message: AuthResponses.tokenInvalid,
  });

type Caller = { address: string };

/**
 * Reset links carry 256 random bits; only their SHA-256 is stored. A link works once,
 * for 30 minutes, and using it revokes every session of the account.
 */
export function createPasswordResetService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  limits: AuthLimits;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Told after a reset ended a user's older sessions (closes their open sockets). */
  onSessionsRevoked?: (accountId: number) => void;
}) {
  const { db, mailer, limits } = deps;

  return {
    async sendLink(email: string, caller: Caller) {
      await limits.address('forgot-password', caller.address);
      await limits.resetLink(email);
      const account = await repo.findAccountByEmail(db, email);
      if (!account) {
        throw new AppError(ErrorCode.notFound, 404, 'auth.errors.emailNotFound', {
          message: AuthResponses.emailNotFound,
        });
      }
      const token = newSecretToken();
      await links.insertResetToken(db, account.id, hashOfToken(token), RESET_LINK_LIFETIME_MINUTES);
      const link = new URL('/resetpassword', deps.publicUrl);
      link.search = new URLSearchParams({
        token,
        type: account.role,
        user_id: String(account.id),
      }).toString();
      try {
        await mailer.send(
          resetMail(
            {
              to: account.email,
              name: await repo.nameOf(db, account.id),
              language: account.language,
              site: deps.publicUrl,
            },
            link.toString(),
            RESET_LINK_LIFETIME_MINUTES,
          ),
        );
      } catch (err) {
        deps.log.error({ err }, 'password reset mail failed');
        throw new AppError(ErrorCode.mailFailed, 502, 'auth.errors.mailFailed');
      }
      return { message: AuthResponses.resetLinkSent };
    },

    /** Whether a link still works, using nothing (the reset page asks before its form). */
    async check(
      input: z.output<typeof resetLinkCheckRequest>,
      caller: Caller,
    ): Promise<ResetLinkState> {
      await limits.address('reset-password-check', caller.address);
      return {
        open: await links.isLinkOpen(db, hashOfToken(input.token), input.user_id, input.type),
      };
    },

    async reset(input: z.output<typeof resetPasswordRequest>, caller: Caller) {
      await limits.address('reset-password', caller.address);
      const tokenHash = hashOfToken(input.token);
      // Checked before hashing, so made-up tokens cost no argon2 work.
      if (!(await links.isLinkOpen(db, tokenHash, input.user_id, input.type))) throw tokenInvalid();
      const passwordHash = await hashPassword(input.password);
      const done = await db.transaction().execute(async (trx) => {
        if (!(await links.consumeLink(trx, tokenHash, input.user_id, input.type))) return false;
        await repo.replacePassword(trx, input.user_id, passwordHash);
        // The owner taking the account back also cancels a pending login email change (0014).
        await emailChanges.retireOpenChanges(trx, input.user_id);
        return true;
      });
      if (!done) throw tokenInvalid();
      deps.onSessionsRevoked?.(input.user_id);
      return { message: AuthResponses.passwordReset };
    },
  };
}
