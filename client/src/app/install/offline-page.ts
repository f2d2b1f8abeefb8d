import { APP_ICONS, OFFLINE_SCRIPT_PATH } from '#contracts/app-files';
import type { TextKey } from '#locales/catalog';
import { directionOf, LANGUAGES, type Language } from '#locales/languages';
import { brandColors, PRIMARY_SHADE } from '../theme-colors';
import { buildText } from './app-texts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const say = (language: Language, key: TextKey) => escapeHtml(buildText(language, key));

/**
 * The page the service worker shows for a navigation it cannot fetch (decision 0052): plain
 * HTML that stands alone (the app's code may not be cached), in every language at once, since
 * nothing tells it which one the reader chose. Its retry button is wired by OFFLINE_SCRIPT_PATH.
 */
export function offlinePage(): string {
  const sections = LANGUAGES.map(
    (language) => `<section lang="${language}" dir="${directionOf(language)}">
<h1>${say(language, 'app.offline.title')}</h1>
<p>${say(language, 'app.offline.text')}</p>
<button type="button" data-retry>${say(language, 'app.offline.retry')}</button>
</section>`,
  ).join('\n');
  const primary = brandColors[PRIMARY_SHADE];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${primary}"><title>${say('en', 'app.offline.title')} · ${say('en', 'app.manifest.name')}</title>
<link rel="icon" type="image/png" href="${APP_ICONS.any192}">
<style>body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Naskh Arabic",sans-serif;color:#1a1b1e;background:${brandColors[0]};margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:1.5rem}section{background:#fff;border-radius:12px;padding:1.25rem 1.5rem;margin:1rem 0}h1{font-size:1.375rem;margin:0 0 .5rem}button{font:inherit;font-weight:600;color:#fff;background:${primary};border:0;border-radius:8px;padding:.6rem 1.2rem;min-height:44px;cursor:pointer}button:focus-visible{outline:3px solid #1b2a41;outline-offset:2px}</style>
</head><body><main>
${sections}
</main><script src="${OFFLINE_SCRIPT_PATH}"></script></body></html>
`;
}

/** The offline page's script: its buttons, and the connection's return, load the page again. */
export const OFFLINE_SCRIPT = `for (const b of document.querySelectorAll('[data-retry]')) b.addEventListener('click', () => location.reload());
addEventListener('online', () => location.reload());
`;
