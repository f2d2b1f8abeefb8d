import type { TextKey } from '#locales/catalog';
import { badRequest } from './errors';

/** Larger images are refused before they are decoded: a small file can unpack to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

export type RenderedImage = { bytes: Buffer; width: number; height: number };

/**
 * The two images stored for an uploaded photo (decisions 0063, 0087), re-encoded as WebP by
 * sharp: a display image and a thumbnail, each at most its size on the longer side.
 * Re-encoding keeps none of the upload's metadata (EXIF with its GPS position, XMP, IPTC,
 * comments); the EXIF orientation is applied to the pixels first, so a phone's portrait photo
 * stays upright. `texts` word the refusals in the caller's feature.
 */
export async function renderImages(
  upload: Buffer,
  px: { large: number; thumb: number },
  texts: { tooManyPixels: TextKey; unreadable: TextKey },
): Promise<{ large: RenderedImage; thumb: RenderedImage }> {
  // Loaded on first upload: the native library would slow every start for a rare request.
  const { default: sharp } = await import('sharp');
  const source = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const meta = await source.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
      throw badRequest(texts.tooManyPixels);
    const render = async (size: number): Promise<RenderedImage> => {
      const { data, info } = await source
        .clone()
        .rotate()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    };
    return { large: await render(px.large), thumb: await render(px.thumb) };
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode) throw err;
    // Bytes that start like an image but do not decode as one.
    throw badRequest(texts.unreadable);
  }
}
