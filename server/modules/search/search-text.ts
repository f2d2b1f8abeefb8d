/**
 * Search's one spelling of text (decision 0082): compatibility-normalised (Arabic presentation
 * forms to letters), lower-case, dots and apostrophes dropped ("A.C." is "ac"), other
 * punctuation to spaces, single-spaced. A synonym's term is stored so, and a query read so.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.'\u2019]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** The distinct words of normalised text, at most `max` of them. */
export function searchWords(normalized: string, max = 8): string[] {
  return [...new Set(normalized.split(' ').filter((w) => w.length > 0))].slice(0, max);
}
