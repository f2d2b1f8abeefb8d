/**
 * The home page's banner images (decision 0096): drawn at build time as a 1600x640 PNG each
 * (scripts/draw-images.ts), then encoded as AVIF and WebP at each width below. The banner shows
 * them through <picture> (client/src/features/public-site/components/banner-carousel.tsx), the
 * server names the first one in the home page's preload header (server/web.ts).
 */

export const BANNER_COUNT = 3;
/** The drawn size: the <img>'s width and height, so the page keeps its place for it. */
export const BANNER_SIZE = { width: 1600, height: 640 } as const;
/** A phone's copy and a desktop's (the banner is at most the home page's 1140 px container). */
export const BANNER_WIDTHS = [800, 1600] as const;
/** Best first: the browser takes the first <source> whose type it reads. */
export const BANNER_FORMATS = ['avif', 'webp'] as const;
export type BannerFormat = (typeof BANNER_FORMATS)[number];

/** How wide the banner is drawn: the whole screen up to the container's width. */
export const BANNER_SIZES = '(max-width: 1140px) 100vw, 1140px';

/** The PNG as drawn: the <img>'s own src, for a browser that reads neither format. */
export const bannerPng = (n: number) => `/images/home-${n}.png`;
export const bannerFile = (n: number, width: number, format: BannerFormat) =>
  `home-${n}-${width}.${format}`;

export const bannerSrcset = (n: number, format: BannerFormat) =>
  BANNER_WIDTHS.map((width) => `/images/${bannerFile(n, width, format)} ${width}w`).join(', ');

/** The first banner, preloaded with the home page (a `Link` header) in the best format. */
export function firstBannerPreload(): string {
  const [format] = BANNER_FORMATS;
  return [
    `</images/${bannerFile(1, BANNER_WIDTHS[BANNER_WIDTHS.length - 1] as number, format)}>`,
    'rel=preload',
    'as=image',
    `imagesrcset="${bannerSrcset(1, format)}"`,
    `imagesizes="${BANNER_SIZES}"`,
    `type="image/${format}"`,
    'fetchpriority=high',
  ].join('; ');
}
