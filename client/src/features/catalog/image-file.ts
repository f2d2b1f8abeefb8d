import { MAX_IMAGE_BYTES } from '#contracts/providers';
import { text } from '#lib/i18n';

/** The largest icon, in MB. */
export const ICON_LIMIT_MB = MAX_IMAGE_BYTES / 1024 / 1024;
/** What the catalog icon pickers accept (the server checks the bytes too). */
export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const byName = /\.(png|jpe?g|webp)$/i;

/** Why a chosen icon cannot be sent (PNG, JPEG or WebP, at most 5 MB), or null when it can. */
export function iconProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? text('admin.validation.imageRequired') : null;
  const isImage = ICON_TYPES.includes(file.type) || (!file.type && byName.test(file.name));
  if (!isImage) return text('admin.validation.imageType');
  if (file.size > MAX_IMAGE_BYTES) {
    return text('admin.validation.imageTooLarge', { limit: ICON_LIMIT_MB });
  }
  return null;
}
