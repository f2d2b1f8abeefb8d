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
  services: '/services',
  service: (serviceSlug: string) => `/services/${serviceSlug}`,
  serviceCity: (serviceSlug: string, citySlug: string) => `/services/${serviceSlug}/${citySlug}`,
};

/** The public pages that read no data: the sitemap lists them, the head names them. */
export const STATIC_PUBLIC_PATHS = ['/', '/About', '/terms', '/privacy', '/FindProvider'] as const;

export const providerPath = (spId: number) => `/providers/${spId}`;
