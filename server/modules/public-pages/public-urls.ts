import { paths } from '#contracts/page-paths';
import { LANGUAGE_PARAM } from '#contracts/rendered-pages';
import type { Language } from '#locales/languages';

/**
 * A public page's addresses (decision 0093): English is the path itself (the canonical one, and
 * the default for other languages), Urdu the path with `?lang=ur`. Absolute, from PUBLIC_URL.
 */
export function pageUrls(publicUrl: string, path: string) {
  const en = `${publicUrl}${path}`;
  const ur = `${en}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=ur`;
  return { en, ur, 'x-default': en };
}

export const urlIn = (publicUrl: string, path: string, language: Language) =>
  pageUrls(publicUrl, path)[language];

/** The landing pages' paths (decision 0094). */
export const landingPaths = {
  services: paths.services,
  service: (serviceSlug: string) => `${paths.services}/${serviceSlug}`,
  serviceCity: (serviceSlug: string, citySlug: string) =>
    `${paths.services}/${serviceSlug}/${citySlug}`,
};

export const providerPath = (spId: number) => paths.publicProvider(spId);

/**
 * The public pages that read no data, the one list of them (the app's paths, contracts/
 * page-paths.ts): each page's paths (its canonical one first) and its words in the seo area. The
 * sitemap lists them, the head names them, robots.txt leaves them open.
 */
export const STATIC_PUBLIC_PAGES = [
  { paths: [paths.home, paths.homeAlias], seo: 'home' },
  { paths: [paths.about], seo: 'about' },
  { paths: [paths.terms], seo: 'terms' },
  { paths: [paths.privacy], seo: 'privacy' },
  { paths: [paths.findProvider], seo: 'findProvider' },
] as const;

export const STATIC_PUBLIC_PATHS = STATIC_PUBLIC_PAGES.map((page) => page.paths[0]);

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** The first segments of every public page's path: the static pages, landing and provider pages. */
const PUBLIC_SEGMENTS = new Set(
  [...STATIC_PUBLIC_PAGES.flatMap((page) => page.paths), paths.services, providerPath(1)].map(
    firstSegment,
  ),
);

/**
 * What robots.txt keeps crawlers out of: the API, and every other page of the app (members',
 * the admin's, the forms), from the app's own paths: a page of one segment by its path (which
 * also covers longer names: `/Client` covers `/Clientchat`), a deeper one by its first segment.
 */
export function closedToCrawlers(): string[] {
  const closed = new Set<string>(['/api/']);
  for (const value of Object.values(paths)) {
    const path = typeof value === 'string' ? value : value(1, 1);
    const first = firstSegment(path);
    if (PUBLIC_SEGMENTS.has(first)) continue;
    closed.add(path.indexOf('/', 1) === -1 ? path : `/${first}/`);
  }
  return [...closed];
}
