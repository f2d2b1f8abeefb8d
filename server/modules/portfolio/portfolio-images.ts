import { PORTFOLIO_DISPLAY_PX, PORTFOLIO_THUMB_PX } from '#contracts/portfolio';
import { badRequest } from '../../lib/errors';

/** Larger images are refused before they are decoded: a small file can unpack to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

export type RenderedImage = { bytes: Buffer; width: number; height: number };

/**
 * The two images stored for an upload (decision 0063), re-encoded as WebP by sharp: a display
 * image and a thumbnail, each at most its size on the longer side. Re-encoding keeps none of the
 * upload's metadata (EXIF with its GPS position, XMP, IPTC, comments); the EXIF orientation is
 * applied to the pixels first, so a phone's portrait photo stays upright.
 */
export async function renderPortfolioImages(
  upload: Buffer,
): Promise<{ large: RenderedImage; thumb: RenderedImage }> {
  // Loaded on first upload: the native library would slow every start for a rare request.
  const { default: sharp } = await import('sharp');
  const source = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const meta = await source.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
      throw badRequest('providers.portfolio.errors.tooManyPixels');
    const render = async (px: number): Promise<RenderedImage> => {
      const { data, info } = await source
        .clone()
        .rotate()
        .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    };
    return { large: await render(PORTFOLIO_DISPLAY_PX), thumb: await render(PORTFOLIO_THUMB_PX) };
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode) throw err;
    // Bytes that start like an image but do not decode as one.
    throw badRequest('providers.portfolio.errors.unreadable');
  }
}
