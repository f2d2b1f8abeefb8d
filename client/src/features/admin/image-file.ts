import { MAX_IMAGE_BYTES } from '#contracts/providers';

export const IMAGE_HINT = 'PNG, JPEG or WebP, up to 5 MB';
/** What the catalog icon pickers accept (the server checks the bytes too). */
export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const byName = /\.(png|jpe?g|webp)$/i;

/** Why a chosen icon cannot be sent (PNG, JPEG or WebP, at most 5 MB), or null when it can. */
export function iconProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? 'Please choose an image (PNG, JPEG or WebP).' : null;
  const isImage = ICON_TYPES.includes(file.type) || (!file.type && byName.test(file.name));
  if (!isImage) return 'The image must be a PNG, JPEG or WebP file.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image must be 5 MB or smaller.';
  return null;
}
