import { z } from 'zod';
import { idString, idValue, line } from './common';

/** A provider shows at most this many photos of past work (issue 28). */
export const MAX_PORTFOLIO_PHOTOS = 12;
/** The largest upload taken: a phone camera's photo fits. */
export const MAX_PORTFOLIO_BYTES = 10 * 1024 * 1024;
export const MAX_CAPTION_LENGTH = 140;
/** The longest side of the stored display image and of the thumbnail, in pixels (decision 0063). */
export const PORTFOLIO_DISPLAY_PX = 1600;
export const PORTFOLIO_THUMB_PX = 400;

/** The text fields of an upload: a caption, optional, one line in any language. */
export const portfolioUploadFields = z.object({
  caption: line(MAX_CAPTION_LENGTH).default(''),
});

/**
 * One photo as anyone who may see the provider's profile sees it: nothing private (the
 * provider's public page will show the same).
 */
export const portfolioPhoto = z.object({
  photo_id: z.number().int(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Addresses of the display image and the thumbnail. */
  imageUrl: z.string(),
  thumbUrl: z.string(),
});
export type PortfolioPhoto = z.infer<typeof portfolioPhoto>;

export const portfolio = z.object({
  photos: z.array(portfolioPhoto),
  max: z.number().int(),
});
export type Portfolio = z.infer<typeof portfolio>;

/** The provider's photos in their new order: every one of them, each once. */
export const portfolioOrderRequest = z.object({
  photo_ids: z.array(idValue).max(MAX_PORTFOLIO_PHOTOS),
});

export const portfolioPhotoParams = z.object({ photoId: idString });
export const portfolioImageParams = z.object({
  spId: idString,
  photoId: idString,
  size: z.enum(['large', 'thumb']),
});
