import { directionOf, type Language } from '#locales/languages';
import { scriptSafeJson } from '../lib/script-safe-json';

/** The `<link>`s React hoists to the top of a rendered tree (an image's preload). */
const HOISTED_LINKS = /^(?:<link\b[^>]*\/?>)+/;

/**
 * The app's index.html made into one page (decision 0092): its language and direction, its head
 * (`headTags`: title, description, canonical, alternates, previews; the template's own title
 * and description give way), and, when the server rendered it, the page itself and the data the
 * browser takes it over with.
 */
export function pageDocument(
  template: string,
  page: {
    language: Language;
    headTags: string;
    rendered?: { html: string; data: unknown; dataElementId: string };
  },
): string {
  const { language, headTags, rendered } = page;
  // Mantine's colours hang on the scheme attribute, which its provider sets only in the
  // browser: a page read without scripts needs it in the HTML (the app has the light one only).
  let html = template.replace(
    /<html\b[^>]*>/,
    `<html lang="${language}" dir="${directionOf(language)}" data-mantine-color-scheme="light">`,
  );
  let hoisted = '';
  let body = '';
  if (rendered) {
    hoisted = HOISTED_LINKS.exec(rendered.html)?.[0] ?? '';
    body = rendered.html.slice(hoisted.length);
  }
  if (headTags) {
    html = html
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '');
  }
  html = html.replace('</head>', () => `${headTags}${hoisted}</head>`);
  if (rendered) {
    html = html
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
      .replace(
        '</body>',
        () =>
          `<script type="application/json" id="${rendered.dataElementId}">${scriptSafeJson(rendered.data)}</script></body>`,
      );
  }
  return html;
}
