import type { Kysely } from 'kysely';
import { ErrorCode } from '#contracts/errors';
import {
  PHONE_CODE_MINUTES,
  PHONE_CODES_PER_ACCOUNT_HOUR,
  PHONE_CODES_PER_ADDRESS_HOUR,
  PHONE_CODES_PER_NUMBER_DAY,
  PHONE_RESEND_SECONDS,
} from '#contracts/phones';
import type { TextKey } from '#locales/catalog';
import type { Database } from '../../db/schema';
import { addressKey } from '../../lib/address-key';
import type { Clock } from '../../lib/clock';
import { AppError, tooManyAttempts } from '../../lib/errors';
import { textOf } from '../../lib/i18n';
import type { LimiterStore } from '../../lib/limiter';
import type { TextSender } from '../../lib/texts/text-sender';
import type { AccountContacts } from '../auth/account-contacts';
import { newPhoneCode, type PhoneCodeHasher } from './phone-code-hash';
import * as repo from './phones.repo';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

export type Caller = { address: string };

const braked = (waitMs: number, code: ErrorCode, key: TextKey) =>
  new AppError(
    code,
    429,
    key,
    {},
    { 'retry-after': String(Math.max(1, Math.ceil(waitMs / SECOND))) },
  );

/**
 * When the account may ask for its next code: a minute after its last, and, once it asked
 * PHONE_CODES_PER_ACCOUNT_HOUR in the last hour, an hour after the oldest of those.
 */
export function nextCodeAt(
  last: Date | null,
  lastHour: { count: number; oldest: Date | null },
): Date {
  const afterLast = last ? last.getTime() + PHONE_RESEND_SECONDS * SECOND : 0;
  const full = lastHour.count >= PHONE_CODES_PER_ACCOUNT_HOUR ? lastHour.oldest : null;
  const afterHour = full ? full.getTime() + HOUR : 0;
  return new Date(Math.max(afterLast, afterHour));
}

/**
 * Sends verification codes by SMS, within their budgets (decision 0053): per account a code a
 * minute and PHONE_CODES_PER_ACCOUNT_HOUR an hour, per number PHONE_CODES_PER_NUMBER_DAY a day
 * whoever asks (counted from the codes table on the injected clock, under a lock so parallel
 * asks cannot overrun), and per address PHONE_CODES_PER_ADDRESS_HOUR an hour (the shared
 * limiter store: addresses are not stored). Refusals are 429 with Retry-After.
 */
export function createPhoneCodeSender(deps: {
  db: Kysely<Database>;
  clock: Clock;
  limiterStore: LimiterStore;
  /** Scales the per-address budget, as WRITE_BUDGET_SCALE scales the write budgets. */
  scale: number;
  sms: TextSender;
  accounts: AccountContacts;
  hasher: PhoneCodeHasher;
  log: { error(obj: unknown, msg: string): void };
}) {
  const { db, clock } = deps;
  const perAddress = deps.limiterStore.limiter(
    'phone-codes-address',
    Math.max(1, Math.ceil(PHONE_CODES_PER_ADDRESS_HOUR * deps.scale)),
    HOUR,
  );

  /** Stores a new code for the account and number, or throws the budget that refused it. */
  async function store(accountId: number, phone: string, caller: Caller, code: string) {
    const now = clock();
    return db.transaction().execute(async (trx) => {
      await repo.lockForCodes(trx, accountId, phone);
      const last = await repo.latestCode(trx, accountId);
      const lastHour = await repo.accountCodesSince(trx, accountId, new Date(now.getTime() - HOUR));
      const waitMs = nextCodeAt(last?.created_at ?? null, lastHour).getTime() - now.getTime();
      if (waitMs > 0) {
        throw lastHour.count >= PHONE_CODES_PER_ACCOUNT_HOUR
          ? braked(waitMs, ErrorCode.rateLimited, 'phones.errors.tooManyCodes')
          : braked(waitMs, ErrorCode.phoneResendTooSoon, 'phones.errors.resendTooSoon');
      }
      const today = await repo.numberCodesSince(trx, phone, new Date(now.getTime() - DAY));
      if (today.count >= PHONE_CODES_PER_NUMBER_DAY && today.oldest) {
        const wait = today.oldest.getTime() + DAY - now.getTime();
        throw braked(wait, ErrorCode.rateLimited, 'phones.errors.numberBusy');
      }
      const addressWait = await perAddress.take(addressKey(caller.address));
      if (addressWait > 0) {
        throw tooManyAttempts(addressWait, 'phones.errors.addressBusy');
      }
      const owner = await repo.ownerOf(trx, phone);
      if (owner && owner.account_id !== accountId) {
        // The ask is spent from the address's budget all the same: finding out whose number
        // is whose costs as much as sending a code.
        throw new AppError(ErrorCode.phoneTaken, 409, 'phones.errors.taken');
      }
      const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * 60 * SECOND);
      const hash = deps.hasher.hashOf(accountId, phone, code);
      return repo.insertCode(trx, { accountId, phone, hash, now, expiresAt });
    });
  }

  return {
    /** A new code for the number, stored, then sent by SMS in the account's language. */
    async send(accountId: number, phone: string, caller: Caller): Promise<void> {
      const code = newPhoneCode();
      const id = await store(accountId, phone, caller, code);
      const language = (await deps.accounts.languagesOf([accountId])).get(accountId) ?? 'en';
      const result = await deps.sms.send({
        to: phone,
        kind: 'phone_code',
        language,
        text: textOf(language, 'phones.sms.code', { code, minutes: PHONE_CODE_MINUTES }),
        params: [code],
        reference: `phone_code:${id}`,
      });
      if (result.status === 'failed') {
        deps.log.error({ code: result.code, detail: result.detail }, 'phone code SMS not sent');
        throw new AppError(ErrorCode.phoneSmsFailed, 502, 'phones.errors.smsFailed');
      }
    },
  };
}

export type PhoneCodeSender = ReturnType<typeof createPhoneCodeSender>;
