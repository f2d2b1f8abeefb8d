import type { Catalog } from './catalog';
import { catalog } from './en/catalog';
import { common } from './en/common';
import { publicSite } from './en/public-site';
import type { Language } from './languages';

/**
 * The catalog's areas as the browser loads them, each on its own, when a page needs it
 * (client/src/lib/i18n.ts says which). The server's own texts stay out: the PDF's, and the
 * email letters' (the browser gets only ./en/email-pages, the unsubscribe page's words).
 */
export type BrowserCatalog = Omit<Catalog, 'pdf' | 'email'> & {
  email: Pick<Catalog['email'], 'groups' | 'unsubscribe'>;
};
export type BrowserArea = keyof BrowserCatalog;

/**
 * The areas the first page needs whatever it is (the header, the footer, the home page):
 * loaded before the first paint, the English ones with the app's code. A failed request's
 * words ('errors') come with every page but the visitor's home page (client/src/lib/i18n.ts).
 */
export const FIRST_SCREEN = ['common', 'publicSite', 'catalog'] as const;

type Loaders = { [A in BrowserArea]: () => Promise<BrowserCatalog[A]> };

export const browserAreas: Record<Language, Loaders> = {
  en: {
    common: async () => common,
    errors: () => import('./en/errors').then((m) => m.errors),
    app: () => import('./en/app').then((m) => m.app),
    auth: () => import('./en/auth').then((m) => m.auth),
    catalog: async () => catalog,
    publicSite: async () => publicSite,
    sitePages: () => import('./en/site-pages').then((m) => m.sitePages),
    requests: () => import('./en/requests').then((m) => m.requests),
    chat: () => import('./en/chat').then((m) => m.chat),
    orders: () => import('./en/orders').then((m) => m.orders),
    providers: () => import('./en/providers').then((m) => m.providers),
    billing: () => import('./en/billing').then((m) => m.billing),
    admin: () => import('./en/admin').then((m) => m.admin),
    disputes: () => import('./en/disputes').then((m) => m.disputes),
    notifications: () => import('./en/notifications').then((m) => m.notifications),
    phones: () => import('./en/phones').then((m) => m.phones),
    email: () => import('./en/email-pages').then((m) => m.emailPages),
  },
  ur: {
    common: () => import('./ur/common').then((m) => m.common),
    errors: () => import('./ur/errors').then((m) => m.errors),
    app: () => import('./ur/app').then((m) => m.app),
    auth: () => import('./ur/auth').then((m) => m.auth),
    catalog: () => import('./ur/catalog').then((m) => m.catalog),
    publicSite: () => import('./ur/public-site').then((m) => m.publicSite),
    sitePages: () => import('./ur/site-pages').then((m) => m.sitePages),
    requests: () => import('./ur/requests').then((m) => m.requests),
    chat: () => import('./ur/chat').then((m) => m.chat),
    orders: () => import('./ur/orders').then((m) => m.orders),
    providers: () => import('./ur/providers').then((m) => m.providers),
    billing: () => import('./ur/billing').then((m) => m.billing),
    admin: () => import('./ur/admin').then((m) => m.admin),
    disputes: () => import('./ur/disputes').then((m) => m.disputes),
    notifications: () => import('./ur/notifications').then((m) => m.notifications),
    phones: () => import('./ur/phones').then((m) => m.phones),
    email: () => import('./ur/email-pages').then((m) => m.emailPages),
  },
};
