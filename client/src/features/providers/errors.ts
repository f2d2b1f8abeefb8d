import { ErrorCode } from '#contracts/errors';
import { MAX_IMAGE_BYTES } from '#contracts/providers';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { text } from '#lib/i18n';

/** The server refused the current password sent to change the email (shown under that field). */
export function currentPasswordError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCode.currentPasswordRequired) {
    return text('auth.emailChange.passwordNeeded');
  }
  if (error.code === ErrorCode.currentPasswordInvalid)
    return text('auth.emailChange.passwordWrong');
  return null;
}

/** The server refused to move the provider to another city this soon (shown under the city). */
export function cityChangeError(error: unknown): string | null {
  if (error instanceof ApiError && error.code === ErrorCode.cityChangeTooSoon) {
    return errorText(error);
  }
  return null;
}

/** The form's alert for a failed save; null when the error belongs under a field. */
export function profileUpdateError(error: unknown): string | null {
  if (currentPasswordError(error) || cityChangeError(error)) return null;
  if (error instanceof ApiError) {
    if (error.status === 429) return errorText(error);
    if (error.code === ErrorCode.mailFailed) return text('providers.editProfile.mailFailed');
    if (error.status === 409) return text('auth.messages.emailAlreadyRegistered');
    if (error.status === 413) {
      return text('providers.editProfile.imageTooLarge', { limit: MAX_IMAGE_BYTES / 1024 / 1024 });
    }
  }
  return text('providers.messages.profileFailed');
}

/** A refusal (4xx) reads differently from a server or network failure. */
export function categoryRequestError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return text('providers.messages.categoryRequestFailed');
  }
  return text('providers.messages.categoryRequestError');
}

/** Why a confirmation link was not accepted. */
export function confirmEmailError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.tokenInvalid) return text('auth.emailChange.linkInvalid');
    if (error.status === 409) return text('providers.confirmEmail.addressTaken');
    if (error.status === 429) return errorText(error);
  }
  return text('providers.confirmEmail.failed');
}
