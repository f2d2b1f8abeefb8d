import i18next, { type TFunction } from 'i18next';
import type { TextKey, TextParams } from '#locales/catalog';
import { en } from '#locales/en/index';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#locales/languages';
import { ur } from '#locales/ur/index';

/**
 * The server's words (answers, emails, invoices) in the reader's language, from the same
 * catalogs the web app uses (design rule 13). Plain text: nothing is HTML-escaped here, the
 * email and PDF writers escape for their own formats.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, ur: { translation: ur } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const fixed = new Map<Language, TFunction>();

/** The text of a catalog key in a language, with its placeholders filled. */
export function textOf(language: Language, key: TextKey, params?: TextParams): string {
  let t = fixed.get(language);
  if (!t) {
    t = instance.getFixedT(language);
    fixed.set(language, t);
  }
  return (t as unknown as (key: string, params?: TextParams) => string)(key, params);
}

/** A stored language value, or the default for anything else. */
export const languageOr = (value: unknown): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

/** Whether a string names a text of the catalog. */
export const isTextKey = (value: string): value is TextKey =>
  instance.exists(value, { lng: DEFAULT_LANGUAGE });
