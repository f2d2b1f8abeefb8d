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
import { AuthMessages } from '#contracts/messages';

/**
 * The forms' schemas: the shared request schemas plus what stays in the browser
 * (repeat password, the terms box as a plain checkbox, the city as a Select's string value).
 */

const termsBox = (message: string) => z.boolean().refine((ticked) => ticked, message);
/** "Required" first, then the shared length rule. */
const passwordBox = z.string().min(1, 'Password is required.').pipe(newPasswordField);

export const clientSignupForm = clientRegistrationRequest
  .extend({
    password: passwordBox,
    confirmPassword: z.string().min(1, 'Please repeat the password.'),
    terms: termsBox(AuthMessages.clientTermsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AuthMessages.passwordsDoNotMatchSignup,
  });
export type ClientSignupForm = z.input<typeof clientSignupForm>;

export const providerRegistrationForm = providerRegistrationRequest.extend({
  password: passwordBox,
  city_id: z.string({ error: 'City is required.' }).min(1, 'City is required.'),
  gender: z.enum(gender.options, { error: 'Gender is required.' }),
  tips: z.boolean(),
  terms: termsBox(AuthMessages.providerTermsRequired),
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
    confirmPassword: z.string().min(1, 'Please confirm the password.'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AuthMessages.resetPasswordsDoNotMatch,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

export const adminLoginForm = adminLoginRequest;
export type AdminLoginForm = z.input<typeof adminLoginForm>;
