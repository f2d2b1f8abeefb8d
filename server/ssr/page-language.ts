import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '#contracts/rendered-pages';
import { isLanguage, type Language, languageFromPreferences } from '#locales/languages';

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The languages of an Accept-Language header, most wanted first. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/**
 * The language a public page is rendered in (decision 0093): `?lang=`, else the browser's
 * cookie, else its Accept-Language, as the app itself chooses on a first visit.
 */
export function pageLanguage(request: FastifyRequest, url: URL): Language {
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  const kept = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(kept)) return kept;
  return languageFromPreferences(acceptedLanguages(request.headers['accept-language']));
}
