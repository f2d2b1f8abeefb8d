import type { SitePageSlug } from '#contracts/site-pages';

/** Each trust page's title, as catalog keys (the API answers the titles in English). */
export const SITE_PAGE_TITLES = {
  terms: 'sitePages.titles.terms',
  privacy: 'sitePages.titles.privacy',
} as const satisfies Record<SitePageSlug, string>;
