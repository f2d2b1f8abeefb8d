import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '#contracts/errors';
import {
  PHONE_CODE_TRIES,
  type PhoneState,
  pakistaniMobile,
  type StartPhoneRequest,
} from '#contracts/phones';
import { isUniqueViolation } from '../../db/refusals';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import type { PasswordCheck } from '../auth/password-check';
import type { PhoneCodeHasher } from './phone-code-hash';
import { type Caller, nextCodeAt, type PhoneCodeSender } from './phone-codes';
import * as repo from './phones.repo';

const HOUR = 3_600_000;

const noPending = () => new AppError(ErrorCode.phoneNoPending, 404, 'phones.errors.noPending');

/**
 * An account's verified mobile number (decision 0053): started with a number (and, to replace
 * a verified one, the password), proven with the newest code sent to it, removed with the
 * password. The old number stays until the new one is verified; a verified number belongs to
 * one account. Other modules read who has which verified number here.
 */
export function createPhonesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  codes: PhoneCodeSender;
  hasher: PhoneCodeHasher;
  passwords: PasswordCheck;
}) {
  const { db, clock } = deps;

  async function state(accountId: number): Promise<PhoneState> {
    const now = clock();
    const [verified, latest, lastHour] = await Promise.all([
      repo.verifiedPhone(db, accountId),
      repo.latestCode(db, accountId),
      repo.accountCodesSince(db, accountId, new Date(now.getTime() - HOUR)),
    ]);
    const open =
      latest &&
      latest.used_at === null &&
      latest.expires_at > now &&
      latest.tries < PHONE_CODE_TRIES;
    return {
      phone: verified?.phone ?? null,
      verified: verified !== undefined,
      pending: open
        ? {
            phone: latest.phone,
            expires_at: latest.expires_at.toISOString(),
            resend_at: nextCodeAt(latest.created_at, lastHour).toISOString(),
            tries_left: PHONE_CODE_TRIES - latest.tries,
          }
        : null,
    };
  }

  return {
    state: (actor: Actor) => state(actor.id),

    /** Sends a code to a new number; replacing a verified number needs the password. */
    async start(actor: Actor, input: StartPhoneRequest, caller: Caller): Promise<PhoneState> {
      const phone = pakistaniMobile(input.phone);
      if (!phone) throw new AppError(ErrorCode.phoneInvalid, 400, 'phones.errors.numberInvalid');
      const current = await repo.verifiedPhone(db, actor.id);
      if (current?.phone === phone) {
        throw new AppError(ErrorCode.phoneSameNumber, 409, 'phones.errors.sameNumber');
      }
      if (current) {
        await deps.passwords.confirm(actor.id, input.password, caller, {
          missing: 'phones.errors.passwordToChange',
          wrong: 'phones.errors.passwordWrong',
        });
      }
      await deps.codes.send(actor.id, phone, caller);
      return state(actor.id);
    },

    /** A new code to the number being verified (an expired or spent code's too). */
    async resend(actor: Actor, caller: Caller): Promise<PhoneState> {
      const latest = await repo.latestCode(db, actor.id);
      if (!latest || latest.used_at !== null) throw noPending();
      await deps.codes.send(actor.id, latest.phone, caller);
      return state(actor.id);
    },

    /** The newest code, typed: it makes its number the account's verified one. */
    async verify(actor: Actor, code: string): Promise<PhoneState> {
      const now = clock();
      const latest = await repo.latestCode(db, actor.id);
      if (!latest || latest.used_at !== null) throw noPending();
      if (latest.expires_at <= now) {
        throw new AppError(ErrorCode.phoneCodeExpired, 400, 'phones.errors.codeExpired');
      }
      // Counted before comparing: parallel guesses share the code's tries.
      const tries = await repo.countTry(db, latest.id, PHONE_CODE_TRIES);
      if (tries === null) {
        throw new AppError(ErrorCode.phoneCodeSpent, 400, 'phones.errors.codeSpent');
      }
      if (!deps.hasher.matches(latest.code_hash, actor.id, latest.phone, code)) {
        const left = PHONE_CODE_TRIES - tries;
        if (left === 0) {
          throw new AppError(ErrorCode.phoneCodeSpent, 400, 'phones.errors.codeSpent');
        }
        throw new AppError(ErrorCode.phoneCodeWrong, 400, {
          key: 'phones.errors.codeWrong',
          params: { count: left },
        });
      }
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await repo.useCode(trx, latest.id, now))) throw noPending();
          const owner = await repo.ownerOf(trx, latest.phone);
          if (owner && owner.account_id !== actor.id) {
            throw new AppError(ErrorCode.phoneTaken, 409, 'phones.errors.taken');
          }
          await repo.saveVerified(trx, actor.id, latest.phone, now);
        });
      } catch (err) {
        // Another account verified the number between the check and the write.
        if (isUniqueViolation(err)) {
          throw new AppError(ErrorCode.phoneTaken, 409, 'phones.errors.taken');
        }
        throw err;
      }
      return state(actor.id);
    },

    /** Removes the verified number, with the password. */
    async remove(actor: Actor, password: string, caller: Caller): Promise<PhoneState> {
      if (!(await repo.verifiedPhone(db, actor.id))) {
        throw new AppError(ErrorCode.phoneNone, 404, 'phones.errors.none');
      }
      await deps.passwords.confirm(actor.id, password, caller, {
        missing: 'phones.errors.passwordToRemove',
        wrong: 'phones.errors.passwordWrong',
      });
      await repo.removePhone(db, actor.id);
      return state(actor.id);
    },

    /**
     * The verified numbers (E.164) of those of these accounts that have one. Inside the
     * caller's transaction when it passes one (on PGlite a read on `db` would wait for it).
     */
    async verifiedPhonesOf(
      accountIds: number[],
      trx: Kysely<Database> | Transaction<Database> = db,
    ): Promise<Map<number, string>> {
      const rows = await repo.verifiedPhonesOf(trx, accountIds);
      return new Map(rows.map((r) => [r.account_id, r.phone]));
    },

    /** SQL: whether the account in column `ref` has a verified number (read with other settings). */
    hasVerifiedPhone: repo.hasVerifiedPhone,

    /** Which account verified this number (E.164), if any: an SMS reply names only its sender. */
    async accountOfPhone(
      e164: string,
      trx: Kysely<Database> | Transaction<Database> = db,
    ): Promise<number | null> {
      return (await repo.ownerOf(trx, e164))?.account_id ?? null;
    },

    /** Which of these accounts have a verified number: the badge (never the number itself). */
    async withVerifiedPhone(accountIds: readonly number[]): Promise<Set<number>> {
      const rows = await repo.verifiedPhonesOf(db, accountIds);
      return new Set(rows.map((r) => r.account_id));
    },
  };
}

export type PhonesService = ReturnType<typeof createPhonesService>;
