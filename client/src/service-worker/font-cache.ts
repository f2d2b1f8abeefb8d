import type { WorkboxPlugin } from 'workbox-core';

/** Where the service worker keeps the fonts pages fetched (decision 0096). */
export const FONT_CACHE = 'fonts';

/** A built font's name less its content hash: `/assets/noto-naskh-arabic-arabic-400-normal-U_i0HMfG.woff2` → `noto-naskh-arabic-arabic-400-normal.woff2`. */
export function fontName(url: string): string | null {
  const match = /\/assets\/(.+)-[\w-]{8}\.(woff2?)$/.exec(new URL(url, 'http://x').pathname);
  return match ? `${match[1]}.${match[2]}` : null;
}

/** The build's own fonts (hashed names under /assets/), not anyone else's. */
export const isBuiltFont = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin && fontName(url.href) !== null;

/**
 * A font is kept once per name: when a new build's copy (another hash) is cached, the older
 * ones go. Hashed names never change content, so a kept copy is always right.
 */
export const keepNewestFont: WorkboxPlugin = {
  async cacheDidUpdate({ cacheName, request }) {
    const name = fontName(request.url);
    const cache = await caches.open(cacheName);
    for (const kept of await cache.keys()) {
      if (kept.url !== request.url && fontName(kept.url) === name) await cache.delete(kept);
    }
  },
};
