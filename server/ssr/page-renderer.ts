import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '#locales/languages';

/** What the web app's server entry (client/src/entry-server.tsx) answers. */
export type RenderedPage =
  | { kind: 'page'; html: string; data: unknown }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'not-rendered' };

type ServerEntry = {
  renderPage(
    url: string,
    language: Language,
    callApi: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<RenderedPage>;
};

export type PageRenderer = (
  request: FastifyRequest,
  url: URL,
  language: Language,
) => Promise<RenderedPage>;

/** A Fetch API Headers from the headers an injected answer carries. */
function fetchHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

/**
 * Renders public pages with the web app's server entry (built into `entryPath` by
 * scripts/build.mjs, decision 0092). The page's reads go to this app in-process, as the
 * visitor's own requests (their address, so rate limits count them as theirs). Without a built
 * entry every page is left to the browser, as before.
 */
export function pageRenderer(app: FastifyInstance, entryPath: string): PageRenderer | null {
  if (!fs.existsSync(entryPath)) {
    app.log.warn({ entryPath }, 'no server entry of the web app: pages render in the browser');
    return null;
  }
  let entry: Promise<ServerEntry> | null = null;
  return async (request, url, language) => {
    entry ??= import(pathToFileURL(entryPath).href) as Promise<ServerEntry>;
    const { renderPage } = await entry;
    return renderPage(url.href, language, async (path, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `/api${path}`,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        remoteAddress: request.ip,
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: fetchHeaders(answer.headers),
      });
    });
  };
}
