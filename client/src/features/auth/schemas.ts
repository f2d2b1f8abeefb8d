import { z } from 'zod';
import {
  adminLoginRequest,
  clientRegistrationRequest,
  forgotPasswordRequest,
  gender,
  loginRequest,
  newPasswordField,
  providerRegistrationRequest,
} from '#contracts/auth';
import type { TextKey } from '#locales/catalog';

/**
 * The forms' schemas: the shared request schemas plus what stays in the browser
 * (repeat password, the terms box as a plain checkbox, the city as a Select's string value).
 * Their messages are catalog keys, shown in the reader's language by the zod resolver.
 */

const termsBox = (message: TextKey) => z.boolean().refine((ticked) => ticked, message);
/** "Required" first, then the shared length rule. */
const passwordBox = z.string().min(1, 'auth.validation.passwordRequired').pipe(newPasswordField);

export const clientSignupForm = clientRegistrationRequest
  .extend({
    password: passwordBox,
    confirmPassword: z.string().min(1, 'auth.validation.repeatPassword'),
    terms: termsBox('auth.validation.clientTermsRequired'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.validation.passwordsDoNotMatchSignup',
  });
export type ClientSignupForm = z.input<typeof clientSignupForm>;

export const providerRegistrationForm = providerRegistrationRequest.extend({
  password: passwordBox,
  city_id: z
    .string({ error: 'auth.validation.cityRequired' })
    .min(1, 'auth.validation.cityRequired'),
  gender: z.enum(gender.options, { error: 'auth.validation.genderRequired' }),
  tips: z.boolean(),
  terms: termsBox('auth.validation.providerTermsRequired'),
});
export type ProviderRegistrationForm = z.input<typeof providerRegistrationForm>;
export type ProviderRegistrationValues = z.output<typeof providerRegistrationForm>;

export const loginForm = loginRequest;
export type LoginForm = z.input<typeof loginForm>;

export const forgotPasswordForm = forgotPasswordRequest;
export type ForgotPasswordForm = z.input<typeof forgotPasswordForm>;

export const resetPasswordForm = z
  .object({
    password: passwordBox,
    confirmPassword: z.string().min(1, 'auth.validation.confirmPassword'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.validation.resetPasswordsDoNotMatch',
  });
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

export const adminLoginForm = adminLoginRequest;
export type AdminLoginForm = z.input<typeof adminLoginForm>;
