/** The product's languages: English (the spec's words) and Urdu. */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Urdu is written right to left. */
export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'ur' ? 'rtl' : 'ltr';

/** The Intl locale that formats numbers, dates and money for a language (Pakistan's). */
export const intlLocaleOf = (language: Language): string => (language === 'ur' ? 'ur-PK' : 'en-PK');

/** The language a browser asks for first among ours (`navigator.languages`), else English. */
export function languageFromPreferences(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Each language's own name, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };
