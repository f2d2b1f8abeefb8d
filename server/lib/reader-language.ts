import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#locales/languages';

/**
 * The first of our languages an `Accept-Language` header asks for, by its weights
 * (`ur-PK;q=0.9, en;q=0.8`); none of ours (or no header): undefined.
 */
export function languageOfHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const asked = header
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], weight, order };
    })
    .filter((a) => Number.isFinite(a.weight) && a.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return asked.find((a) => isLanguage(a.base))?.base as Language | undefined;
}

/**
 * THE rule for the language an API answer's words are in (decision 0059): the signed-in
 * account's language (read with its session, `Actor.language`), else the `Accept-Language`
 * the app sends with its current language, else English. The admin has no saved language:
 * its header decides. Public routes have no actor: the header decides (the app keeps it the
 * account's after a login).
 */
export function readerLanguage(request: FastifyRequest): Language {
  return (
    request.actor?.language ??
    languageOfHeader(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}
