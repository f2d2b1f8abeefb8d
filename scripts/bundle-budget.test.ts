import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOAL_KB, initialLine, measureInitial } from '../bench/frontend/bundle';
import { en } from '../locales/en/index';
import { ur } from '../locales/ur/index';

/** The built web app (scripts/build.mjs; `npm test` builds before it tests). */
const DIST = path.resolve(import.meta.dirname, '..', 'dist');

type Tree = { readonly [key: string]: string | Tree };
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

/**
 * Texts only the server says: the PDF's and the email letters', less any the browser shows too
 * (the unsubscribe page's, or the same words within a text elsewhere in the catalog: a
 * browser text holding them, e.g. "تاریخ گزر چکی" in the overdue desk's words, puts them in
 * the bundle without any letter's text).
 */
function serverOnlyTexts(): string[] {
  const browserShown = [en, ur].flatMap(({ pdf, email, ...browser }) => [
    ...texts(browser),
    ...texts({ groups: email.groups, unsubscribe: email.unsubscribe }),
  ]);
  return (
    [en.pdf, en.email, ur.pdf, ur.email]
      .flatMap((tree) => texts(tree as Tree))
      .filter((text) => !browserShown.some((shown) => shown.includes(text)))
      // Long enough not to be some library's string by chance; free of characters a minifier escapes.
      .filter((text) => text.length >= 12 && !/['"\\\n]/.test(text))
  );
}

describe('the built web app', () => {
  it(`loads at most ${GOAL_KB} KB of gzipped JavaScript before the home page runs`, () => {
    const { chunks, totalGzip } = measureInitial(DIST);
    console.log(initialLine(chunks.length, totalGzip));
    expect(totalGzip / 1000, initialLine(chunks.length, totalGzip)).toBeLessThanOrEqual(GOAL_KB);
  });

  it('precaches no font: an English visit installs none, the Urdu font is cached when a page uses it', () => {
    const worker = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
    expect(precached).toContain('offline.html');
    expect(readdirSync(path.join(DIST, 'assets')).some((file) => file.endsWith('.woff2'))).toBe(
      true,
    );
    expect(precached.filter((url) => /\.woff2?$/.test(url))).toEqual([]);
  });

  it('carries none of the texts only the server says (email letters, the invoice PDF)', () => {
    const assets = path.join(DIST, 'assets');
    const scripts = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, code: readFileSync(path.join(assets, file), 'utf8') }));
    const leaked = serverOnlyTexts().flatMap((text) =>
      scripts.filter(({ code }) => code.includes(text)).map(({ file }) => `${file}: ${text}`),
    );
    expect(leaked).toEqual([]);
  });
});
