import { MAX_IMAGE_BYTES } from '#contracts/providers';

/** What the server takes as a request's attachment (it checks the bytes too). */
export const REQUEST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const LIMIT_MB = MAX_IMAGE_BYTES / 1024 / 1024;
export const REQUEST_IMAGE_HINT = `Optional. JPEG, PNG or WebP, up to ${LIMIT_MB} MB.`;

/** Why a chosen attachment cannot be sent, or null when it can. */
export function requestImageProblem(file: File): string | null {
  if (!REQUEST_IMAGE_TYPES.includes(file.type)) {
    return 'This file is not a JPEG, PNG or WebP image. Please choose another one.';
  }
  if (file.size > MAX_IMAGE_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return `This image is ${mb} MB; the limit is ${LIMIT_MB} MB. Please choose a smaller one.`;
  }
  return null;
}
