import { AuthResponses } from '#contracts/auth';
import { ErrorCode } from '#contracts/errors';
import { AuthMessages } from '#contracts/messages';
import { ApiError, NetworkError } from '#lib/api-client';

/** The server asked us to slow down: its own message says for how long. */
const rateLimited = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 429 || error.code === ErrorCode.rateLimited);

/** Used where the spec only logs a failure: something plain instead of silence. */
const GENERIC_FAILURE = 'Something went wrong. Please check your connection and try again.';

export function clientSignupError(error: unknown): string {
  if (error instanceof NetworkError && error.kind === 'offline') return error.message;
  if (error instanceof ApiError) {
    if (error.status === 409) return AuthMessages.emailAlreadyRegistered;
    return error.message;
  }
  return GENERIC_FAILURE;
}

export function providerSignupError(error: unknown): string {
  if (error instanceof NetworkError && error.kind === 'offline') return error.message;
  if (error instanceof ApiError) {
    if (error.status === 409) return AuthMessages.emailAlreadyRegistered;
    return error.message;
  }
  return AuthMessages.providerNetworkFailure;
}

export function loginError(error: unknown): string {
  if (error instanceof NetworkError && error.kind === 'offline') return error.message;
  if (rateLimited(error)) return error.message;
  if (error instanceof ApiError) {
    if (error.responseMessage === AuthResponses.notExist) return AuthMessages.signupFirst;
    if (error.responseMessage === AuthResponses.invalidPassword)
      return AuthMessages.invalidPassword;
  }
  return AuthMessages.loginFailed;
}

export function forgotPasswordError(error: unknown): string {
  if (error instanceof NetworkError && error.kind === 'offline') return error.message;
  if (rateLimited(error)) return error.message;
  if (error instanceof ApiError) {
    return error.status === 404 ? AuthMessages.emailNotExists : AuthMessages.resetLinkIssue;
  }
  return AuthMessages.resetLinkError;
}

/** True when the reset link's token was refused: the page then offers a new link. */
export function isExpiredToken(error: unknown): boolean {
  return error instanceof ApiError && error.responseMessage === AuthResponses.tokenInvalid;
}

export function adminLoginError(error: unknown): string {
  if (error instanceof NetworkError && error.kind === 'offline') return error.message;
  if (rateLimited(error)) return error.message;
  if (error instanceof ApiError && error.status === 401)
    return AuthMessages.adminInvalidCredentials;
  return AuthMessages.adminLoginError;
}
