import type { BrowserCatalog, OtherArea } from './browser-areas';
import type { Language } from './languages';

type OtherLoaders = { [A in OtherArea]: () => Promise<BrowserCatalog[A]> };

/**
 * Where each area but the first screen's is loaded from. A file of its own, fetched with the
 * first such area a page asks for: in the first page's code, these loaders and the list of
 * files each one needs cost every visitor about a kilobyte.
 */
export const otherAreas: Record<Language, OtherLoaders> = {
  en: {
    errors: () => import('./en/errors').then((m) => m.errors),
    app: () => import('./en/app').then((m) => m.app),
    auth: () => import('./en/auth').then((m) => m.auth),
    sitePages: () => import('./en/site-pages').then((m) => m.sitePages),
    landing: () => import('./en/landing').then((m) => m.landing),
    requests: () => import('./en/requests').then((m) => m.requests),
    chat: () => import('./en/chat').then((m) => m.chat),
    orders: () => import('./en/orders').then((m) => m.orders),
    providers: () => import('./en/providers').then((m) => m.providers),
    billing: () => import('./en/billing').then((m) => m.billing),
    admin: () => import('./en/admin').then((m) => m.admin),
    admins: () => import('./en/admins').then((m) => m.admins),
    disputes: () => import('./en/disputes').then((m) => m.disputes),
    notifications: () => import('./en/notifications').then((m) => m.notifications),
    numbers: () => import('./en/numbers').then((m) => m.numbers),
    overdue: () => import('./en/overdue').then((m) => m.overdue),
    phones: () => import('./en/phones').then((m) => m.phones),
    badges: () => import('./en/badges').then((m) => m.badges),
    idChecks: () => import('./en/id-checks').then((m) => m.idChecks),
    moderation: () => import('./en/moderation').then((m) => m.moderation),
    users: () => import('./en/users').then((m) => m.users),
    email: () => import('./en/email-pages').then((m) => m.emailPages),
  },
  ur: {
    errors: () => import('./ur/errors').then((m) => m.errors),
    app: () => import('./ur/app').then((m) => m.app),
    auth: () => import('./ur/auth').then((m) => m.auth),
    sitePages: () => import('./ur/site-pages').then((m) => m.sitePages),
    landing: () => import('./ur/landing').then((m) => m.landing),
    requests: () => import('./ur/requests').then((m) => m.requests),
    chat: () => import('./ur/chat').then((m) => m.chat),
    orders: () => import('./ur/orders').then((m) => m.orders),
    providers: () => import('./ur/providers').then((m) => m.providers),
    billing: () => import('./ur/billing').then((m) => m.billing),
    admin: () => import('./ur/admin').then((m) => m.admin),
    admins: () => import('./ur/admins').then((m) => m.admins),
    disputes: () => import('./ur/disputes').then((m) => m.disputes),
    notifications: () => import('./ur/notifications').then((m) => m.notifications),
    numbers: () => import('./ur/numbers').then((m) => m.numbers),
    overdue: () => import('./ur/overdue').then((m) => m.overdue),
    phones: () => import('./ur/phones').then((m) => m.phones),
    badges: () => import('./ur/badges').then((m) => m.badges),
    idChecks: () => import('./ur/id-checks').then((m) => m.idChecks),
    moderation: () => import('./ur/moderation').then((m) => m.moderation),
    users: () => import('./ur/users').then((m) => m.users),
    email: () => import('./ur/email-pages').then((m) => m.emailPages),
  },
};
