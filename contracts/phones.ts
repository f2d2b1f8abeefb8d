import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';

/**
 * Verified phone numbers (decision 0053): a client or provider adds a Pakistani mobile number
 * and proves it with a 6-digit code sent by SMS. Only a verified number gets texts, and a
 * provider's shows as a badge (never the number) on the directory card and profile.
 */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 10;
/** Codes typed against one code, right or wrong; then it works no more. */
export const PHONE_CODE_TRIES = 5;
/** A new code for the account no sooner than this after the last one. */
export const PHONE_RESEND_SECONDS = 60;
export const PHONE_CODES_PER_ACCOUNT_HOUR = 5;
/** Codes sent to one number in a day, whoever asks: a number is not anyone's to flood. */
export const PHONE_CODES_PER_NUMBER_DAY = 5;
/** Codes asked from one address in an hour, across accounts. */
export const PHONE_CODES_PER_ADDRESS_HOUR = 20;
/** Longer than any way of writing a mobile number: "+92 (300) 123-4567" is 18. */
export const PHONE_INPUT_MAX = 30;

/** Digits (any script's: Urdu keyboards type ۰۳۰۰), spaces, dashes, brackets, dots, a plus. */
const WRITTEN_AS_A_NUMBER = /^[\p{Nd}\s()+.\-\u2010-\u2015]+$/u;

/**
 * A Pakistani mobile number as E.164 (+923XXXXXXXXX), or null. Takes +92 3XX XXXXXXX, 0092...,
 * 92 3XX..., and the local 03XX-XXXXXXX, written with spaces, dashes or brackets; refuses
 * landlines, other countries, extensions and anything but a number (libphonenumber-js with its
 * mobile-only metadata decides what is a valid Pakistani mobile).
 */
export function pakistaniMobile(input: string): string | null {
  const written = input.trim();
  if (written.length === 0 || written.length > PHONE_INPUT_MAX) return null;
  if (!WRITTEN_AS_A_NUMBER.test(written)) return null;
  const parsed = parsePhoneNumberFromString(written, { defaultCountry: 'PK', extract: false });
  if (parsed?.country !== 'PK' || parsed.ext || !parsed.isValid()) return null;
  return parsed.getType() === 'MOBILE' ? parsed.number : null;
}

/** "+923001234567" as Pakistanis write it: "0300 1234567" (the app shows the owner only). */
export const localForm = (e164: string) => `0${e164.slice(3, 6)} ${e164.slice(6)}`;

const e164 = z.string().regex(/^\+923\d{9}$/);

/** A number as typed: checked here (so the app says so before sending), stored as E.164. */
export const phoneNumberInput = z
  .string()
  .max(PHONE_INPUT_MAX, 'phones.errors.numberInvalid')
  .refine((value) => pakistaniMobile(value) !== null, 'phones.errors.numberInvalid');

const password = z.string().min(1, 'auth.validation.passwordRequired').max(200);

/** POST /api/account/phone: a number to verify; the password when it replaces a verified one. */
export const startPhoneRequest = z.object({
  phone: phoneNumberInput,
  password: password.optional(),
});
export type StartPhoneRequest = z.infer<typeof startPhoneRequest>;

export const phoneCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'phones.errors.codeFormat');

/** POST /api/account/phone/verify. */
export const verifyPhoneRequest = z.object({ code: phoneCode });
export type VerifyPhoneRequest = z.infer<typeof verifyPhoneRequest>;

/** DELETE /api/account/phone: the password, always. */
export const removePhoneRequest = z.object({ password });
export type RemovePhoneRequest = z.infer<typeof removePhoneRequest>;

/** The account's number, and the verification under way. */
export const phoneState = z.object({
  /** The verified number, E.164; null when the account has none. */
  phone: e164.nullable(),
  verified: z.boolean(),
  /** The open code: to which number, until when, and when another may be asked for. */
  pending: z
    .object({
      phone: e164,
      expires_at: z.iso.datetime(),
      resend_at: z.iso.datetime(),
      tries_left: z.number().int().min(0),
    })
    .nullable(),
});
export type PhoneState = z.infer<typeof phoneState>;
