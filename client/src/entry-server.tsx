import { dehydrate } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '#app/app-providers';
import type { PageData } from '#app/page-data';
import { newQueryClient } from '#app/query-client';
import { appRoutes } from '#app/router';
import { type ApiTransport, callApiThrough, stopCallingApiThrough } from '#lib/api-client';
import { recordDrawnTexts } from '#lib/drawn-texts';
import { initI18n } from '#lib/i18n';
import { withinTime } from '#lib/within-time';
import type { Language } from '#locales/languages';

/** A public page rendered on the server, or where it lives now. */
export type RenderedPage =
  | { kind: 'page'; html: string; data: PageData }
  | { kind: 'redirect'; location: string; status: number }
  /** The page read something that failed (a provider that is not there): the app renders it. */
  | { kind: 'not-rendered' };

let started: Promise<unknown> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the page at `url` as a signed-out visitor sees it in `language` (decision 0092), with
 * the data its route reads through `callApi`. One page at a time: i18next's language, the API
 * client's transport and the recorder of the texts it draws are this module's, set for the page
 * being rendered.
 */
export function renderPage(
  url: string,
  language: Language,
  callApi: ApiTransport,
): Promise<RenderedPage> {
  const run = queue.then(() => {
    // A render given up for time is stopped too: it would otherwise go on drawing (and
    // recording its texts) during the next one.
    const givenUp = new AbortController();
    return withinTime(renderOne(url, language, callApi, givenUp.signal), RENDER_LIMIT_MS, () => {
      givenUp.abort();
      return new Error(`the page took more than ${RENDER_LIMIT_MS} ms to render`);
    });
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * How long one page may take: a read that never answers must not hold every later page in the
 * queue. The page is then sent for the browser to render (server/ssr/send-page.ts).
 */
const RENDER_LIMIT_MS = 5000;

/**
 * The app's query client, but no read is tried again, whatever its query says (decision 0099):
 * a retry waits a second inside the one render queue, every later page behind it. A failed read
 * leaves the page to the browser, which tries again itself.
 */
function serverQueryClient() {
  const queryClient = newQueryClient();
  const defaulted = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaulted>[0]) => ({
    ...defaulted(options),
    retry: false,
  })) as typeof defaulted;
  return queryClient;
}

async function renderOne(
  url: string,
  language: Language,
  callApi: ApiTransport,
  givenUp: AbortSignal,
) {
  const pathname = new URL(url).pathname;
  started ??= initI18n(language, pathname);
  await started;
  callApiThrough(callApi);
  try {
    await i18next.changeLanguage(language);
    const queryClient = serverQueryClient();
    const handler = createStaticHandler(appRoutes({ queryClient, awaitData: true }));
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location
        ? ({ kind: 'redirect', location, status: context.status } as const)
        : ({ kind: 'not-rendered' } as const);
    }
    const failedRead = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
    if (context.errors || failedRead || givenUp.aborted) return { kind: 'not-rendered' } as const;
    const router = createStaticRouter(handler.dataRoutes, context);
    const drawn = recordDrawnTexts();
    let texts: Record<string, string>;
    const chunks: Buffer[] = [];
    try {
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <AppProviders language={language} queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
        // Every part in its place in the HTML: a part sent apart would need an inline script to
        // move it, which the pages' Content-Security-Policy refuses.
        { progressiveChunkSize: Number.POSITIVE_INFINITY, signal: givenUp },
      );
      for await (const chunk of prelude) chunks.push(chunk as Buffer);
    } finally {
      texts = drawn.stop();
    }
    const data: PageData = {
      language,
      loaderData: context.loaderData,
      queries: dehydrate(queryClient),
      texts,
    };
    queryClient.clear();
    return { kind: 'page', html: Buffer.concat(chunks).toString('utf8'), data } as const;
  } finally {
    // A render given up for time may end during the next one: it leaves the next one's transport.
    stopCallingApiThrough(callApi);
  }
}
