import type { TextKey, TextParams } from '../../locales/catalog';
import { isLanguage, type Language } from '../../locales/languages';
import { seedCategories, seedCityNamesUr } from '../../server/db/seed-data';
import { textOf } from '../../server/lib/i18n';

/**
 * The language the journeys run in: `E2E_LANG=ur` runs them in Urdu (the browser asks for
 * ur-PK, as an Urdu reader's phone does); English otherwise.
 */
export const e2eLanguage: Language = isLanguage(process.env.E2E_LANG) ? process.env.E2E_LANG : 'en';

/** The browser locale that makes the app start in the journeys' language. */
export const e2eLocale = e2eLanguage === 'ur' ? 'ur-PK' : 'en-US';

/** A text of the app in the journeys' language, as the user reads it. */
export const t = (key: TextKey, params?: TextParams): string => textOf(e2eLanguage, key, params);

const escapeForPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text as a pattern: found inside a longer text (a name that also holds a count, say). */
export const tPart = (key: TextKey, params?: TextParams): RegExp =>
  new RegExp(escapeForPattern(t(key, params)));

const seededUrdu = new Map<string, string>([
  ...Object.entries(seedCityNamesUr),
  ...seedCategories.flatMap(
    (c): Array<[string, string]> => [
      [c.name, c.nameUr],
      ...c.services.map(([name, , nameUr]): [string, string] => [name, nameUr]),
    ],
  ),
]);

/**
 * A seeded category, service or city as the journeys' reader sees it: the server answers the
 * catalog in the reader's language (decision 0059).
 */
export function named(english: string): string {
  if (e2eLanguage === 'en') return english;
  const urdu = seededUrdu.get(english);
  if (!urdu) throw new Error(`no seeded Urdu for ${english}`);
  return urdu;
}
