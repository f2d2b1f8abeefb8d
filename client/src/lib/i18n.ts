import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TextKey, TextParams } from '#locales/catalog';
import { en } from '#locales/en/index';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  intlLocaleOf,
  isLanguage,
  type Language,
  languageFromPreferences,
} from '#locales/languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Where this browser keeps the language its user chose with the switch. */
const CHOSEN_KEY = 'language';

/** The Urdu catalog is fetched only by those who read it. */
const loaders: Record<Language, () => Promise<object>> = {
  en: async () => en,
  ur: () => import('#locales/ur/index').then((m) => m.ur),
};

export const chosenLanguage = (): Language | null => {
  const stored = localStorage.getItem(CHOSEN_KEY);
  return isLanguage(stored) ? stored : null;
};

/**
 * Where this browser keeps the language of the account last signed in on it, when its user
 * never chose one with the switch (a login reloads the page: the account's language must last).
 */
const ACCOUNT_KEY = 'accountLanguage';

export const rememberAccountLanguage = (language: Language): void =>
  localStorage.setItem(ACCOUNT_KEY, language);

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

async function load(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loaders[language]());
  }
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Starts i18next in the start language; the app renders once its catalog is here. */
export async function initI18n(): Promise<Language> {
  const language = startLanguage();
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(language, { remember: false });
  return language;
}

/**
 * Shows the app in `language`: loads its catalog, turns the page's `lang` and `dir`, and
 * (when `remember`) keeps it on this browser for the next visits.
 */
export async function switchLanguage(
  language: Language,
  { remember }: { remember: boolean },
): Promise<void> {
  await load(language);
  if (remember) localStorage.setItem(CHOSEN_KEY, language);
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
