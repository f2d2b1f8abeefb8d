import type { Catalog } from './catalog';
import { catalog } from './en/catalog';
import { common } from './en/common';
import { publicSite } from './en/public-site';
import type { Language } from './languages';

/**
 * The catalog's areas as the browser loads them, each on its own, when a page needs it
 * (client/src/lib/i18n.ts says which). The server's own texts stay out: the PDF's, the search engines' (seo), and the
 * email letters' (the browser gets only ./en/email-pages, the unsubscribe page's words).
 */
export type BrowserCatalog = Omit<Catalog, 'pdf' | 'email' | 'seo'> & {
  email: Pick<Catalog['email'], 'groups' | 'unsubscribe'>;
};
export type BrowserArea = keyof BrowserCatalog;

/**
 * The areas the first page needs whatever it is (the header, the footer, the home page):
 * loaded before the first paint, the English ones with the app's code. A failed request's
 * words ('errors') come with every page but the visitor's home page (client/src/lib/i18n.ts).
 */
export const FIRST_SCREEN = ['common', 'publicSite', 'catalog'] as const;

type FirstScreenArea = (typeof FIRST_SCREEN)[number];
export type OtherArea = Exclude<BrowserArea, FirstScreenArea>;
type FirstLoaders = { [A in FirstScreenArea]: () => Promise<BrowserCatalog[A]> };

/** The first screen's areas, found without fetching the loaders of the others. */
export const firstScreenAreas: Record<Language, FirstLoaders> = {
  en: {
    common: async () => common,
    catalog: async () => catalog,
    publicSite: async () => publicSite,
  },
  ur: {
    common: () => import('./ur/common').then((m) => m.common),
    catalog: () => import('./ur/catalog').then((m) => m.catalog),
    publicSite: () => import('./ur/public-site').then((m) => m.publicSite),
  },
};

/** The other areas' loaders (./area-loaders.ts), fetched once, when the first is needed. */
export const otherAreas = () => import('./area-loaders').then((m) => m.otherAreas);
