import { AuthResponses } from '#contracts/auth';
import { ErrorCode } from '#contracts/errors';
import { ApiError, NetworkError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { text } from '#lib/i18n';

/**
 * The account's brake held this device back, or the one-time code was not right: the login
 * pages offer the code step (decision 0044).
 */
export const needsLoginCode = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === ErrorCode.accountBraked || error.code === ErrorCode.loginCodeInvalid);

/** The server asked us to slow down: its own words say for how long. */
const rateLimited = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 429 || error.code === ErrorCode.rateLimited);

const offline = (error: unknown): error is NetworkError =>
  error instanceof NetworkError && error.kind === 'offline';

export function clientSignupError(error: unknown): string {
  if (offline(error)) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 409) return text('auth.messages.emailAlreadyRegistered');
    return errorText(error);
  }
  // Used where the spec only logs a failure: something plain instead of silence.
  return text('auth.messages.genericFailure');
}

export function providerSignupError(error: unknown): string {
  if (offline(error)) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 409) return text('auth.messages.emailAlreadyRegistered');
    return errorText(error);
  }
  return text('auth.messages.providerNetworkFailure');
}

export function loginCodeRequestError(error: unknown): string {
  if (offline(error)) return error.message;
  if (error instanceof ApiError) return errorText(error);
  return text('auth.messages.genericFailure');
}

export function loginError(error: unknown): string {
  if (offline(error)) return error.message;
  if (rateLimited(error) || needsLoginCode(error)) return errorText(error as ApiError);
  // A suspended account is told why, in its reader's words (decision 0068).
  if (error instanceof ApiError && error.code === ErrorCode.accountSuspended)
    return errorText(error);
  if (error instanceof ApiError) {
    if (error.responseMessage === AuthResponses.notExist) return text('auth.messages.signupFirst');
    if (error.responseMessage === AuthResponses.invalidPassword)
      return text('auth.messages.invalidPassword');
  }
  return text('auth.messages.loginFailed');
}

export function forgotPasswordError(error: unknown): string {
  if (offline(error)) return error.message;
  if (rateLimited(error)) return errorText(error);
  if (error instanceof ApiError) {
    return error.status === 404
      ? text('auth.messages.emailNotExists')
      : text('auth.messages.resetLinkIssue');
  }
  return text('auth.messages.resetLinkError');
}

/** True when the reset link's token was refused: the page then offers a new link. */
export function isExpiredToken(error: unknown): boolean {
  return error instanceof ApiError && error.responseMessage === AuthResponses.tokenInvalid;
}

export function adminLoginError(error: unknown): string {
  if (offline(error)) return error.message;
  if (rateLimited(error) || needsLoginCode(error)) return errorText(error as ApiError);
  if (error instanceof ApiError && error.status === 401)
    return text('auth.messages.adminInvalidCredentials');
  return text('auth.messages.adminLoginError');
}
