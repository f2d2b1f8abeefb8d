import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { text } from '#lib/i18n';

/** Refusals whose reason the provider can act on: a bad or too large file, a paid invoice. */
const EXPLAINED = [400, 409, 413];

/** The spec's upload failure, followed by the server's reason when it gives one. */
export function proofUploadError(error: unknown): string {
  if (
    error instanceof ApiError &&
    EXPLAINED.includes(error.status) &&
    error.code !== 'http_error'
  ) {
    return text('billing.messages.proofFailedBecause', { reason: errorText(error) });
  }
  return text('billing.messages.proofFailed');
}
