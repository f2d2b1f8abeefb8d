import { z } from 'zod';
import { LANGUAGES } from '../locales/languages';
import { idValue, line, requiredLine, requiredText } from './common';

/** Stored role names, as the spec stores them. */
export const userType = z.enum(['clients', 'serviceproviders']);

/** A language of the product ('en', 'ur'), as accounts store it. */
export const accountLanguage = z.enum(LANGUAGES);
export const languageRequest = z.object({ language: accountLanguage });
export type LanguageRequest = z.infer<typeof languageRequest>;
export type UserType = z.infer<typeof userType>;

/**
 * The spec's "basic x@y.z pattern", minus the characters that would let one string name
 * several mail recipients (commas, semicolons, angle brackets, quotes, parentheses).
 */
export const EMAIL_PATTERN = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/;
export const PASSWORD_MIN_LENGTH = 8;

/** Any email as typed (login, reset): trimmed and lowercased, the one spelling we store and key by. */
const emailInput = line(254)
  .pipe(z.string().min(1, 'auth.validation.emailRequired'))
  .transform((e) => e.toLowerCase());
/** A new account's email must also look like one. */
export const emailField = emailInput.pipe(
  z.string().regex(EMAIL_PATTERN, 'auth.validation.invalidEmail'),
);
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'auth.validation.passwordTooShort')
  .max(200, 'auth.validation.passwordTooLong');
/** Digits only, as the spec asks; 7 to 15 of them (the E.164 maximum). */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'auth.validation.phoneRequired')
  .regex(/^\d+$/, 'auth.validation.phoneDigitsOnly')
  .refine((p) => p.length >= 7 && p.length <= 15, 'auth.validation.phoneLength');
/** A calendar date `YYYY-MM-DD`, not after today (UTC) and not absurdly old. */
export const dobField = z
  .string()
  .min(1, 'auth.validation.dobRequired')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'auth.validation.dobInvalid')
  .refine(isCalendarDate, 'auth.validation.dobInvalid')
  .refine((d) => d <= new Date().toISOString().slice(0, 10), 'auth.validation.dobInFuture')
  .refine((d) => d >= '1900-01-01', 'auth.validation.dobTooOld');
function isCalendarDate(d: string): boolean {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
}

export const gender = z.enum(['female', 'male', 'other']);
/**
 * A gender as a form sends it: ours in lower case, the spec's profile form 'Male' and 'Female'
 * (decision 0055); stored and answered in lower case.
 */
export const genderInput = z
  .enum([...gender.options, 'Female', 'Male', 'Other'])
  .transform((g) => g.toLowerCase() as z.infer<typeof gender>);

// ---- requests (what the server accepts) ----

export const clientRegistrationRequest = z.object({
  name: requiredLine('auth.validation.nameRequired', 100),
  email: emailField,
  password: newPasswordField,
  /**
   * The spec keeps the terms box on the client and sends no `terms`: accepted without it, but
   * an explicit `false` (the person did not agree) is refused (decision 0055).
   */
  terms: z.literal(true, { error: 'auth.validation.clientTermsRequired' }).optional(),
  /** The language the app was in when the account was made (not in the spec): 'en' or 'ur'. */
  language: accountLanguage.default('en'),
});
export type ClientRegistrationRequest = z.input<typeof clientRegistrationRequest>;

export const providerRegistrationRequest = z.object({
  firstName: requiredLine('auth.validation.firstNameRequired', 60),
  lastName: requiredLine('auth.validation.lastNameRequired', 60),
  email: emailField,
  password: newPasswordField,
  phone: phoneField,
  address: requiredLine('auth.validation.addressRequired', 300),
  city_id: idValue,
  gender: genderInput,
  dob: dobField,
  tips: z.boolean().default(false),
  terms: z.literal(true, { error: 'auth.validation.providerTermsRequired' }),
  language: accountLanguage.default('en'),
});
export type ProviderRegistrationRequest = z.input<typeof providerRegistrationRequest>;

/** A signed token vouching that this browser signed in to the account before. */
const deviceToken = z.string().max(4096).optional();

/** How long a one-time sign-in code works (decision 0044). */
export const LOGIN_CODE_MINUTES = 10;

/** A one-time sign-in code: six digits, spaces and dashes typed with it ignored. */
const loginCode = z
  .string()
  .max(20)
  .transform((code) => code.replace(/[\s-]/g, '') || undefined)
  .pipe(
    z
      .string()
      .regex(/^[0-9]{6}$/, 'auth.validation.loginCodeFormat')
      .optional(),
  )
  .optional();

const adminUsername = requiredText('auth.validation.usernameRequired', 100);

/** The email an account signs in with, as typed: trimmed and lower-cased. */
const loginEmail = z
  .string()
  .trim()
  .min(1, 'auth.validation.emailRequired')
  .max(254)
  .transform((e) => e.toLowerCase());

export const loginRequest = z.object({
  email: loginEmail,
  password: z.string().min(1, 'auth.validation.passwordRequired').max(200),
  /** The device token an earlier login on this browser answered (not in the spec). */
  device_token: deviceToken,
  /** The one-time code sent when the account's brake held this device back (not in the spec). */
  login_code: loginCode,
});
export type LoginRequest = z.input<typeof loginRequest>;

export const forgotPasswordRequest = z.object({
  email: loginEmail,
});

export const resetPasswordRequest = z.object({
  password: newPasswordField,
  token: z.string().min(1).max(200),
  type: userType,
  user_id: idValue,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** POST /api/resetpassword/check (not in the spec): the reset page asks before showing its form. */
export const resetLinkCheckRequest = resetPasswordRequest.omit({ password: true });
export type ResetLinkCheckRequest = z.input<typeof resetLinkCheckRequest>;
/** Whether the link still resets the password: false once used, expired or made up. */
export const resetLinkState = z.object({ open: z.boolean() });
export type ResetLinkState = z.infer<typeof resetLinkState>;

export const adminLoginRequest = z.object({
  username: adminUsername,
  password: z.string().min(1, 'auth.validation.passwordRequired').max(200),
  device_token: deviceToken,
  login_code: loginCode,
});

/** Asks for a one-time sign-in code for an account (not in the spec). */
export const loginCodeRequest = z.object({
  email: loginEmail,
});

/** Asks for a one-time sign-in code for the admin, put where only the server's operator reads. */
export const adminLoginCodeRequest = z.object({
  username: adminUsername,
});

/** The same answer whether or not the account exists: a code went out if it does. */
export const loginCodeResponse = z.object({ sent: z.literal(true) });

// ---- responses ----

/** Answers that carry one of the spec's `message` strings. */
export const messageResponse = z.object({ message: z.string() });

export const loginResponse = z.object({
  message: z.literal('exist'),
  token: z.string(),
  user_ID: z.number().int(),
  role: userType,
  /** 'First time login' on a provider's first login, else null. */
  first_time_login: z.string().nullable(),
  /** Kept by the browser and sent with its next logins to this account (decision 0007). */
  device_token: z.string(),
  /** The language the account reads (not in the spec). */
  language: accountLanguage,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const verifyResponse = z.object({ user_ID: z.number().int(), role: userType });

export const adminLoginResponse = z.object({
  message: z.literal('Successful'),
  token: z.string(),
  device_token: z.string(),
});

/** The spec's response messages, as the server sends them. */
export const AuthResponses = {
  emailExists: 'Email already exists',
  userCreated: 'User Created Successfully',
  loginOk: 'exist',
  notExist: 'notexist',
  invalidPassword: 'Invalid password',
  firstTimeLogin: 'First time login',
  resetLinkSent: 'Password reset link sent',
  emailNotFound: 'Email not found',
  tokenInvalid: 'Token is invalid or has expired',
  passwordReset: 'Password reset successfully',
  adminLoginOk: 'Successful',
  invalidCredentials: 'Invalid credentials',
} as const;
