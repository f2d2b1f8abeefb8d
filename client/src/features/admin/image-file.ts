import { MAX_IMAGE_BYTES } from '../../../../contracts/providers';

export const IMAGE_HINT = 'PNG, up to 5 MB';

/** Why a chosen image cannot be sent (PNG only, at most 5 MB), or null when it can. */
export function pngProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? 'Please choose a PNG image.' : null;
  const isPng = file.type === 'image/png' || (!file.type && /\.png$/i.test(file.name));
  if (!isPng) return 'The image must be a PNG file.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image must be 5 MB or smaller.';
  return null;
}
