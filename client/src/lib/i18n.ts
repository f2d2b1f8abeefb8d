import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { matchPath } from 'react-router';
import { manifestPath } from '#contracts/app-files';
import { LANGUAGE_COOKIE } from '#contracts/rendered-pages';
import {
  type BrowserArea,
  FIRST_SCREEN,
  firstScreenAreas,
  type OtherArea,
  otherAreas,
} from '#locales/browser-areas';
import type { TextKey, TextParams } from '#locales/catalog';
import type { en } from '#locales/en/index';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  intlLocaleOf,
  isLanguage,
  type Language,
  languageFromPreferences,
} from '#locales/languages';
import { pathPatterns, paths } from './paths';
import { readSession } from './session';

// Keys are written 'chat.send' everywhere, as if one namespace held the whole catalog. At run
// time each area ('chat') is a namespace of its own, loaded when a page needs it: a key's
// first segment names it, because the namespace separator is the key separator.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** What a client's or provider's pages show, and the signed-in header on any page (the bell). */
const MEMBER_PAGES: BrowserArea[] = [
  'badges',
  'idChecks',
  'auth',
  'chat',
  'disputes',
  'moderation',
  'notifications',
  'orders',
  'providers',
  'requests',
];

/** The areas a page adds to the first screen's, by the router's path patterns. */
const PAGE_AREAS: [patterns: string[], areas: BrowserArea[]][] = [
  [[paths.terms, paths.privacy], ['sitePages']],
  [
    [
      paths.register,
      paths.clientSignup,
      paths.login,
      paths.forgotPassword,
      paths.resetPassword,
      paths.adminLogin,
    ],
    ['auth'],
  ],
  [
    [paths.providerSignup, paths.confirmEmail, paths.findProvider, pathPatterns.viewProfile],
    ['auth', 'providers', 'badges'],
  ],
  // A provider's public page (decision 0065).
  [[pathPatterns.publicProvider], ['auth', 'providers', 'badges']],
  [[paths.unsubscribe], ['email', 'notifications']],
  // The landing pages (decision 0094) show the directory's cards.
  [
    [paths.services, `${paths.services}/:service`, `${paths.services}/:service/:city`],
    ['landing', 'providers', 'badges', 'auth'],
  ],
  [[paths.accountSettings], ['auth', 'notifications', 'phones']],
  [
    [
      paths.categories,
      pathPatterns.category,
      pathPatterns.requestForm,
      pathPatterns.requestFormOfService,
      paths.clientChat,
      paths.clientDashboard,
      paths.providerForm,
      paths.providerProfile,
      paths.requests,
      paths.providerChat,
      paths.providerHistory,
      paths.requestCategory,
    ],
    MEMBER_PAGES,
  ],
  [[paths.providerBilling], [...MEMBER_PAGES, 'billing']],
  [
    [paths.adminDashboard],
    [...MEMBER_PAGES, 'billing', 'sitePages', 'admin', 'numbers', 'overdue'],
  ],
  // Admins with roles (decision 0072): the dashboard's Admins tab and the invitation's page.
  [
    [paths.adminDashboard, paths.adminInvitation],
    ['admins', 'auth'],
  ],
  // A suspended account's refusal is worded on the login page; the admin's users desk.
  [[paths.login, paths.adminDashboard], ['users']],
];

const matches = (patterns: string[], pathname: string) =>
  patterns.some((path) => matchPath({ path, caseSensitive: false }, pathname));

/**
 * The words of a failed request (an error code's): every page waits for them but the visitor's
 * home page, which shows none before its visitor acts and loads them right after it starts.
 */
const ERROR_TEXTS: BrowserArea = 'errors';
const errorTextsWaitFor = (pathname: string, signedIn: boolean) =>
  signedIn || !matches([paths.home, paths.homeAlias], pathname);

/** The catalog areas the page at `pathname` shows, beside the first screen's. */
export function areasOfPage(pathname: string, signedIn: boolean): BrowserArea[] {
  const page = PAGE_AREAS.filter(([patterns]) => matches(patterns, pathname)).flatMap(
    ([, areas]) => areas,
  );
  return [
    ...new Set([
      ...(errorTextsWaitFor(pathname, signedIn) ? [ERROR_TEXTS] : []),
      ...(signedIn ? MEMBER_PAGES : []),
      ...page,
    ]),
  ];
}

/**
 * Loads the catalog areas of the page at `pathname` in the current language (the router waits
 * for it, so a page never shows a key instead of its words). A language switch loads every
 * area loaded so far in the new language (i18next keeps that list).
 */
export async function loadTextsOf(pathname: string): Promise<void> {
  await i18next.loadNamespaces(areasOfPage(pathname, readSession() !== null));
}

/**
 * What a layout route spreads in so the router loads a page's catalog areas with its code, on
 * every navigation, before the page renders.
 */
export const pageTexts = {
  loader: async ({ request }: { request: Request }): Promise<null> => {
    await loadTextsOf(new URL(request.url).pathname);
    return null;
  },
  shouldRevalidate: () => true,
};

/**
 * Keys shown raw because their area was not loaded (or the key is missing): listed on the
 * page's root element, so the browser journeys fail on them.
 */
function reportMissing(key: string): string {
  if (typeof document === 'undefined') return key;
  const root = document.documentElement;
  const listed = new Set(root.dataset.missingTexts?.split(' '));
  if (!listed.has(key)) root.dataset.missingTexts = [...listed, key].join(' ').trim();
  return key;
}

/** Where this browser keeps the language its user chose with the switch. */
const CHOSEN_KEY = 'language';

export const chosenLanguage = (): Language | null => {
  const stored = localStorage.getItem(CHOSEN_KEY);
  return isLanguage(stored) ? stored : null;
};

/**
 * Where this browser keeps the language of the account last signed in on it, when its user
 * never chose one with the switch (a login reloads the page: the account's language must last).
 */
const ACCOUNT_KEY = 'accountLanguage';

export function rememberAccountLanguage(language: Language): void {
  localStorage.setItem(ACCOUNT_KEY, language);
  if (!chosenLanguage()) tellServerLanguage(language);
}

/**
 * The language the server renders this browser's pages in (decision 0093): a cookie holding
 * what the two keys above decide, kept for a year, sent to this site only.
 */
export function tellServerLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: Firefox and Safari lack the Cookie Store API.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

const accountLanguage = (): Language | null => {
  const stored = localStorage.getItem(ACCOUNT_KEY);
  return isLanguage(stored) ? stored : null;
};

/**
 * The language to start in: the one chosen on this browser, else the last signed-in account's,
 * else the browser's own.
 */
export const startLanguage = (): Language =>
  chosenLanguage() ??
  accountLanguage() ??
  languageFromPreferences(navigator.languages ?? [navigator.language]);

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // Installing the app names it in the reader's language (decision 0052).
  document.querySelector('link[rel=manifest]')?.setAttribute('href', manifestPath(language));
}

/**
 * Starts i18next in `language` with the first screen's areas and those of the page at
 * `pathname`; the app renders once they are here. The browser starts in the start language, or
 * in the language of the page the server rendered (decision 0093); the server starts once and
 * turns to each page's language before rendering it.
 */
export async function initI18n(
  language: Language = startLanguage(),
  pathname: string = location.pathname,
): Promise<Language> {
  if (typeof document !== 'undefined') applyToDocument(language);
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        if (!isLanguage(lng)) throw new Error(`no catalog language ${lng}`);
        const first = firstScreenAreas[lng];
        if (Object.hasOwn(first, ns)) return first[ns as keyof typeof first]();
        const others = (await otherAreas())[lng];
        if (Object.hasOwn(others, ns)) return others[ns as OtherArea]();
        throw new Error(`no catalog area ${lng}/${ns}`);
      }),
    )
    .init({
      lng: language,
      // Urdu has every English key (locales/catalog.test.ts): nothing to fall back to.
      fallbackLng: false,
      ns: [...FIRST_SCREEN, ...areasOfPage(pathname, readSession() !== null)],
      defaultNS: 'common',
      nsSeparator: '.',
      keySeparator: '.',
      interpolation: { escapeValue: false },
      returnNull: false,
      parseMissingKeyHandler: reportMissing,
    });
  void i18next.loadNamespaces(ERROR_TEXTS);
  return language;
}

/**
 * Shows the app in `language`: loads every catalog area loaded so far in that language, turns
 * the page's `lang` and `dir`, and (when `remember`) keeps it on this browser for the next visits.
 */
export async function switchLanguage(
  language: Language,
  { remember }: { remember: boolean },
): Promise<void> {
  await i18next.loadLanguages(language);
  if (remember) {
    localStorage.setItem(CHOSEN_KEY, language);
    tellServerLanguage(language);
  }
  applyToDocument(language);
  await i18next.changeLanguage(language);
}

export const currentLanguage = (): Language =>
  isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;

/** The Intl locale for numbers, dates and money in the current language. */
export const currentIntlLocale = (): string => intlLocaleOf(currentLanguage());

/** A text outside React (toasts raised by plain functions, document titles). */
export const text = (key: TextKey, params?: TextParams): string =>
  (i18next.t as unknown as (key: string, params?: TextParams) => string)(key, params);

/**
 * Words for a message that may be a catalog key (a contract's validation message, a server
 * answer's key): the key's text, else the message as it came.
 */
export function textOrSelf(message: string | undefined, params?: TextParams): string {
  if (!message) return '';
  return i18next.exists(message) ? text(message as TextKey, params) : message;
}
