import type { TextKey } from '#locales/catalog';
import { en } from '#locales/en/index';
import type { Language } from '#locales/languages';
import { ur } from '#locales/ur/index';

/**
 * A catalog text in a language, for the files the build writes (manifests, the offline page):
 * no i18next, no placeholders. Never imported by the app itself, which would then carry both
 * whole catalogs.
 */
export function buildText(language: Language, key: TextKey): string {
  const catalog = language === 'ur' ? ur : en;
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${language}`);
  return found;
}
