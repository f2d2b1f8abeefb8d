import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '#locales/languages';
import { type PageTransport, pageReads } from './page-reads';

/** What the web app's server entry (client/src/entry-server.tsx) answers. */
export type RenderedPage =
  | { kind: 'page'; html: string; data: unknown }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'not-rendered' };

type ServerEntry = {
  renderPage(url: string, language: Language, callApi: PageTransport): Promise<RenderedPage>;
};

/**
 * A page rendered, or why not now: `busy` (too many pages wait for the render queue) and
 * `stale` (the app was rebuilt since the entry was loaded) send the app's shell, not kept by
 * caches.
 */
export type RenderAnswer = RenderedPage | { kind: 'busy' } | { kind: 'stale' };

export type PageRenderer = (
  request: FastifyRequest,
  url: URL,
  language: Language,
) => Promise<RenderAnswer>;

/**
 * How many pages may be rendering or waiting at once on a node (decision 0099). A render takes
 * some 75 ms, so the last of 8 waits about 0.6 s; beyond that a visitor gets the app's shell at
 * once (their browser draws the page) rather than a longer wait behind a burst.
 */
export const MAX_RENDERS_WAITING = 8;

/** The built file's identity: a rebuild writes it anew. */
function stampOf(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Renders public pages with the web app's server entry (built into `entryPath` by
 * scripts/build.mjs, decision 0092), its reads made through `pageReads` (the visitor's own API
 * requests). Without a built entry every page is left to the browser, as before.
 *
 * A rebuild in place (decision 0099): the entry is loaded once per process (its chunks import
 * it back by its address, so a second copy cannot be loaded beside it). Once the entry or the
 * app's index.html changed since then, the two may disagree (the HTML would name the old app's
 * files): nothing is rendered, pages go to the browser, until the server is restarted.
 */
export function pageRenderer(
  app: FastifyInstance,
  files: { entryPath: string; indexPath: string },
): PageRenderer | null {
  const { entryPath, indexPath } = files;
  if (!fs.existsSync(entryPath)) {
    app.log.warn({ entryPath }, 'no server entry of the web app: pages render in the browser');
    return null;
  }
  let loaded: { stamps: string; entry: Promise<ServerEntry> } | null = null;
  let warned = false;
  let underWay = 0;

  /** The entry, while the built files are the ones it was loaded with. */
  function entryFor(stamps: string): Promise<ServerEntry> | null {
    loaded ??= { stamps, entry: import(pathToFileURL(entryPath).href) as Promise<ServerEntry> };
    if (loaded.stamps === stamps) return loaded.entry;
    if (!warned) {
      warned = true;
      app.log.warn(
        { entryPath },
        'the web app was rebuilt: pages render in the browser until the server restarts',
      );
    }
    return null;
  }

  return async (request, url, language) => {
    if (underWay >= MAX_RENDERS_WAITING) return { kind: 'busy' };
    const entry = entryFor(`${stampOf(entryPath)} ${stampOf(indexPath)}`);
    if (!entry) return { kind: 'stale' };
    underWay += 1;
    try {
      const { renderPage } = await entry;
      return await renderPage(url.href, language, pageReads(app, request));
    } finally {
      underWay -= 1;
    }
  };
}
