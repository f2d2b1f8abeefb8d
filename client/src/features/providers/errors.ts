import { AuthMessages } from '../../../../contracts/messages';
import { ProviderMessages } from '../../../../contracts/providers';
import { ApiError } from '../../lib/api-client';

const imageTooLarge = 'the image must be 5 MB or smaller.';

export function profileUpdateError(error: unknown): string {
  if (error instanceof ApiError) {
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
