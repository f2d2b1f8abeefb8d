import { BillingMessages } from '#contracts/billing';
import { ApiError } from '#lib/api-client';

/** Refusals whose reason the provider can act on: a bad or too large file, a paid invoice. */
const EXPLAINED = [400, 409, 413];

/** The spec's upload failure, followed by the server's reason when it gives one. */
export function proofUploadError(error: unknown): string {
  if (
    error instanceof ApiError &&
    EXPLAINED.includes(error.status) &&
    error.code !== 'http_error'
  ) {
    return `${BillingMessages.proofFailed} ${error.message}`;
  }
  return BillingMessages.proofFailed;
}

export const PDF_DOWNLOAD_FAILED = 'We could not download the invoice PDF. Please try again.';
