import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_DATA_ID, SIGNED_IN_COOKIE } from '#contracts/rendered-pages';
import { directionOf, type Language } from '#locales/languages';
import { AppError } from '../lib/errors';
import { textOf } from '../lib/i18n';
import { escapeHtml } from '../modules/public-pages/head-tags';
import { sendHtml } from './compressed-html';
import { pageDocument } from './page-document';
import { cookieValue, pageLanguage } from './page-language';
import type { PageRenderer } from './page-renderer';

/**
 * A public page's head: its answer's status and the tags inside <head> (or, for a page that
 * moved, where to); null for other pages.
 */
export type PageHeadOf = (
  url: URL,
  language: Language,
  request: FastifyRequest,
) => Promise<{ status: number; tags: string; location?: string } | null>;

export type PageSending = {
  indexPath: string;
  render: PageRenderer | null;
  headOf: PageHeadOf;
  /** Response headers of particular pages (the home page's banner preload). */
  extraHeaders?: (pathname: string) => Record<string, string>;
};

/**
 * Answers a page's GET (decision 0092): a public page rendered on the server with its head, or,
 * for every other page (a member's, the admin's) and when rendering is not possible, the app's
 * index.html for the browser to render, as before.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  sending: PageSending,
): Promise<FastifyReply> {
  // `//host/path` would be read as another site's address (its host taken from the path):
  // the same path with one slash is where it leads, on this site.
  if (/^\/[/\\]/.test(request.url)) {
    return reply.redirect(`/${request.url.replace(/^[/\\]+/, '')}`, 301);
  }
  const template = await readTemplate(request, sending.indexPath);
  if (template === null) return sendUpdating(reply);
  const url = new URL(request.url, 'http://page.invalid');
  for (const [name, value] of Object.entries(sending.extraHeaders?.(url.pathname) ?? {})) {
    reply.header(name, value);
  }
  reply.header('cache-control', 'no-cache');

  const language = pageLanguage(request, url);
  const head = await headOrNot(request, url, language, sending.headOf);
  if (head instanceof AppError) return sendTooMany(request, reply, language, head);
  if (head === 'failed') return sendHtml(request, noStore(reply), template);
  if (!head) return sendHtml(request, reply, template);
  if (head.location) return reply.redirect(head.location, 301);
  reply.header('vary', 'cookie, accept-language');

  // A signed-in user's browser draws the page itself: a visitor's page, drawn first, would
  // change its header under their eyes.
  const rendered =
    sending.render && !signedIn(request)
      ? await renderOrNot(request, url, language, sending.render)
      : null;
  if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
  // Not rendered for now (a burst, a build under way): the page is drawn by the browser, and
  // a cache must not keep it so.
  if (rendered?.kind === 'busy' || rendered?.kind === 'stale') noStore(reply);
  return sendHtml(
    request,
    reply.status(head.status),
    pageDocument(template, {
      language,
      headTags: head.tags,
      rendered:
        rendered?.kind === 'page'
          ? { html: rendered.html, data: rendered.data, dataElementId: PAGE_DATA_ID }
          : undefined,
    }),
  );
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const signedIn = (request: FastifyRequest) =>
  cookieValue(request.headers.cookie, SIGNED_IN_COOKIE) === '1';

/**
 * A head whose read failed (the database away) leaves the page to the browser, which shows its
 * own retry screen, as before pages had heads: never a 500 for a page. A read over the
 * visitor's budget is the API's 429, answered as a page (sendTooMany).
 */
async function headOrNot(
  request: FastifyRequest,
  url: URL,
  language: Language,
  headOf: PageHeadOf,
): Promise<Awaited<ReturnType<PageHeadOf>> | 'failed' | AppError> {
  try {
    return await headOf(url, language, request);
  } catch (err) {
    if (err instanceof AppError && err.status === 429) return err;
    request.log.error({ err, url: url.pathname }, 'a public page’s head could not be read');
    return 'failed';
  }
}

/** A page that fails to render is sent for the browser to render: a visitor never sees the fault. */
async function renderOrNot(
  request: FastifyRequest,
  url: URL,
  language: Language,
  render: PageRenderer,
) {
  try {
    return await render(request, url, language);
  } catch (err) {
    request.log.error({ err, url: url.pathname }, 'a public page failed to render on the server');
    return null;
  }
}

/**
 * The app's index.html, read whole before anything is sent: while a build rewrites `dist/` the
 * file is briefly missing, and a page then says so (503, try again) instead of a broken answer.
 */
async function readTemplate(request: FastifyRequest, indexPath: string): Promise<string | null> {
  try {
    return await fs.promises.readFile(indexPath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    request.log.warn({ indexPath }, 'the web app is missing (being rebuilt?)');
    return null;
  }
}

/**
 * A page asked for faster than the public reads' budget allows (decision 0099): a 429 with the
 * API's Retry-After and a page that says so, standing alone. Not the app's shell: a crawler
 * must not take an empty page for the page, and the app's own reads would be refused too.
 */
function sendTooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
  limited: AppError,
) {
  // Only the wait: the refusal's other headers (a JSON error's type or length) are not this
  // page's, and the API sends no rate-limit headers besides Retry-After.
  const wait = limited.headers['retry-after'];
  if (wait) reply.header('retry-after', wait);
  const message = escapeHtml(textOf(language, 'errors.codes.rate_limited'));
  const again = escapeHtml(textOf(language, 'common.loadError.tryAgain'));
  return sendHtml(
    request,
    noStore(reply.status(429)),
    `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${message}</title>${STANDALONE_STYLE}
</head><body><main><h1>${message}</h1><p><a href="">${again}</a></p></main></body></html>
`,
  );
}

function sendUpdating(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', '5')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(UPDATING_PAGE);
}

const STANDALONE_STYLE =
  '<style>body{font:16px/1.5 system-ui,sans-serif;color:#1a1b1e;background:#f8f9fa;margin:0;display:grid;place-items:center;min-height:100vh}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}</style>';

/** A page that stands alone (no script, no stylesheet): the app's own files are what is missing. */
const UPDATING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="10"><title>ServiceHub is being updated</title>${STANDALONE_STYLE}
</head><body><main><h1>ServiceHub is being updated</h1>
<p>The site will be back in a moment. This page tries again by itself every few seconds; nothing you saved is lost.</p>
<p><a href="">Try again now</a></p></main></body></html>
`;
