import { expect, type Page } from '@playwright/test';

/**
 * What people typed, as the check looks for it on a page. `words` are checked wherever they
 * show; a `name` only where it stands alone (a name inside the app's own sentence, "Usman
 * offered", is the sentence's to place).
 */
export type TypedValues = { words: string[]; names: string[] };

/**
 * Every text on the page that shows a typed value without isolating it from the page's
 * direction, described: a text node that is the value (or a cut of it, "…" at its end) must sit
 * inside a `<bdi>` or an element whose `dir` is `auto` or the value's own direction, below the
 * page's root (whose `dir` is the page's); a text node that holds a typed value (not a name)
 * inside longer text must hold it between FSI and PDI (U+2068, U+2069).
 */
export async function unisolatedTyped(page: Page, values: TypedValues): Promise<string[]> {
  return page.evaluate(({ words, names }) => {
    const root = document.documentElement;
    const directionOf = (s: string) => {
      const strong = /[\p{Script=Latin}\p{Script=Arabic}]/u.exec(s)?.[0] ?? '';
      return /\p{Script=Arabic}/u.test(strong) ? 'rtl' : 'ltr';
    };
    const isolatedFor = (start: Element | null, value: string) => {
      for (let el = start; el && el !== root; el = el.parentElement) {
        if (el.tagName === 'BDI') return true;
        const dir = el.getAttribute('dir');
        if (dir === 'auto' || dir === directionOf(value)) return true;
      }
      return false;
    };
    const where = (el: Element | null) => {
      const path: string[] = [];
      for (let e = el; e && e !== document.body && path.length < 4; e = e.parentElement) {
        path.unshift(
          e.tagName.toLowerCase() + (e.getAttribute('dir') ? `[dir=${e.getAttribute('dir')}]` : ''),
        );
      }
      return path.join(' > ');
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A field's words are what its owner is typing, not text the page shows.
      if (!parent || parent.closest('script, style, noscript, template, title, textarea')) continue;
      const text = (node.nodeValue ?? '').trim();
      if (!/\p{L}/u.test(text)) continue;
      const cut = text.replace(/…$/, '').trim();
      for (const value of [...words, ...names]) {
        const whole = text === value || (cut.length >= 6 && value.includes(cut));
        if (whole) {
          if (!isolatedFor(parent, value)) found.push(`"${text}" in ${where(parent)}`);
        } else if (
          words.includes(value) &&
          text.includes(value) &&
          !text.includes(`\u2068${value}\u2069`)
        ) {
          found.push(`"${value}" inside "${text}" in ${where(parent)}`);
        }
      }
    }
    return found;
  }, values);
}

/**
 * Fails (softly: the journey goes on to the next page), naming them, when a typed value on the
 * page shows without isolation; and (at once) when the value it waits for never shows: the
 * check would then prove nothing.
 */
export async function expectTypedIsolated(
  page: Page,
  where: string,
  values: TypedValues,
  mustShow: string,
): Promise<void> {
  await expect(page.getByText(mustShow).first()).toBeAttached();
  expect
    .soft(await unisolatedTyped(page, values), `typed text not isolated on ${where}`)
    .toEqual([]);
}
