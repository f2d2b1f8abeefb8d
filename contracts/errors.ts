import { z } from 'zod';

/** Machine-readable error codes shared by HTTP answers and socket acks. */
export const ErrorCode = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** The database could not be reached; the same call may be retried in a moment. */
  unavailable: 'service_unavailable',
  emailTaken: 'email_taken',
  accountNotFound: 'account_not_found',
  invalidPassword: 'invalid_password',
  invalidCredentials: 'invalid_credentials',
  tokenInvalid: 'token_invalid',
  mailFailed: 'mail_failed',
  /** Changing the login email needs the current password; none was sent. */
  currentPasswordRequired: 'current_password_required',
  /** The current password sent to change the login email is wrong. */
  currentPasswordInvalid: 'current_password_invalid',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBody>;
