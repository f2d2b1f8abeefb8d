import { ErrorCode } from '#contracts/errors';
import { AuthMessages } from '#contracts/messages';
import { EmailChangeMessages, ProviderMessages } from '#contracts/providers';
import { ApiError } from '#lib/api-client';

const imageTooLarge = 'the image must be 5 MB or smaller.';

/** The server refused the current password sent to change the email (shown under that field). */
export function currentPasswordError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCode.currentPasswordRequired) return EmailChangeMessages.passwordNeeded;
  if (error.code === ErrorCode.currentPasswordInvalid) return EmailChangeMessages.passwordWrong;
  return null;
}

/** The form's alert for a failed save; null when the error belongs under the password field. */
export function profileUpdateError(error: unknown): string | null {
  if (currentPasswordError(error)) return null;
  if (error instanceof ApiError) {
    if (error.status === 429) return error.message;
    if (error.code === ErrorCode.mailFailed) {
      return `${ProviderMessages.profileFailed}: we could not send the confirmation email. Please try again later.`;
    }
    if (error.status === 409) return AuthMessages.emailAlreadyRegistered;
    if (error.status === 413) return `${ProviderMessages.profileFailed}: ${imageTooLarge}`;
  }
  return ProviderMessages.profileFailed;
}

/** A refusal (4xx) reads differently from a server or network failure. */
export function categoryRequestError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return ProviderMessages.categoryRequestFailed;
  }
  return ProviderMessages.categoryRequestError;
}

/** Why a confirmation link was not accepted. */
export function confirmEmailError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.tokenInvalid) return EmailChangeMessages.linkInvalid;
    if (error.status === 409) {
      return 'This address now belongs to another account, so your email was not changed.';
    }
    if (error.status === 429) return error.message;
  }
  return 'We could not confirm your email. Please check your connection and try again.';
}
