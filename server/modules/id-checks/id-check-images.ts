import { ID_IMAGE_PX } from '#contracts/id-checks';
import { badRequest } from '../../lib/errors';

/** Larger images are refused before they are decoded: a small file can unpack to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The image stored for one side of a CNIC (decision 0066): decoded by sharp (loaded on first
 * use, decision 0063), turned upright, at most ID_IMAGE_PX on its longer side and re-encoded as
 * WebP, which keeps none of the upload's metadata (EXIF with its GPS position, XMP, IPTC).
 * Bytes that do not decode as an image are refused.
 */
export async function renderIdImage(upload: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    const source = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    return await source
      .rotate()
      .resize({ width: ID_IMAGE_PX, height: ID_IMAGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest('idChecks.errors.unreadable');
  }
}
