import { MAX_IMAGE_BYTES } from '#contracts/providers';
import { ApiError } from '#lib/api-client';
import { errorText } from '#lib/error-text';
import { text } from '#lib/i18n';

/** What the server takes as a request's attachment (it checks the bytes too). */
export const REQUEST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The largest attachment, in MB (the hints say it: requests.image.hint). */
export const REQUEST_IMAGE_LIMIT_MB = MAX_IMAGE_BYTES / 1024 / 1024;
const LIMIT_MB = REQUEST_IMAGE_LIMIT_MB;

/** Why a chosen attachment cannot be sent, or null when it can. */
export function requestImageProblem(file: File): string | null {
  if (!REQUEST_IMAGE_TYPES.includes(file.type)) {
    return text('requests.image.notImage');
  }
  if (file.size > MAX_IMAGE_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return text('requests.image.tooLarge', { size: mb, limit: LIMIT_MB });
  }
  return null;
}

/** A detail under the spec's image-upload failure: what the server refused, or the network. */
export function imageUploadDetail(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return text('requests.image.serverTooLarge', { limit: LIMIT_MB });
    if (error.status >= 400 && error.status < 500) return errorText(error);
    return text('requests.image.serverFailed');
  }
  return text('requests.image.connectionLost');
}
