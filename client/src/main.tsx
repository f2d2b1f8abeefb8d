import '@mantine/core/styles.css';
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '#app/app-providers';
import { startBrowserRouter } from '#app/browser-router';
import { renderedPageData } from '#app/page-data';
import { newQueryClient } from '#app/query-client';
import { appRoutes } from '#app/router';
import { LANGUAGE_PARAM } from '#contracts/rendered-pages';
import { seedDrawnTexts } from '#lib/drawn-texts';
import { initI18n, startLanguage, switchLanguage, tellServerLanguage } from '#lib/i18n';
import { onSessionChange, readSession, tellServerSignedIn } from '#lib/session';

const queryClient = newQueryClient();

// Whatever was loaded for one user must never show for the next one.
onSessionChange(() => queryClient.clear());
// Told at every start, so a session kept from before the server rendered pages is known too
// (decision 0092).
tellServerSignedIn(readSession() !== null);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The service worker starts once the page has loaded and the browser is idle, from a module of
// its own: it never holds back the first paint (decision 0052). A page the server rendered runs
// this module after its load (decision 0101).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () =>
    void import('#app/install/service-worker').then((m) => m.startServiceWorker());
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: 5000 })
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The page's own routes' code, which the server rendered with: hydrating must not wait on it. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Lets the browser run a task before the next step of a takeover. A page the server rendered is
 * taken over in steps (its catalog, its routes' code, then hydration), and each step is a task
 * of its own rather than one long task of all of them (decision 0107).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Says on the page that the app has started (or taken over the server's page): the browser
 * journeys wait for it before they use a page the server rendered (decision 0092).
 */
function MarkStarted() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = '1';
  }, []);
  return null;
}

async function start(): Promise<void> {
  const page = renderedPageData();
  // A page the server drew is on screen already: its takeover starts in a task of its own, not
  // in the long one that evaluated the app's code.
  if (page) await nextTask();
  // The first paint is in the reader's language and direction: its catalog comes first. A page
  // the server rendered is taken over in the language it was rendered in (decision 0093).
  const language = await initI18n(page?.language ?? startLanguage());
  const routes = appRoutes({ queryClient, awaitData: false });
  if (page) {
    await nextTask();
    hydrate(queryClient, page.queries);
    // Its days and amounts as the server drew them: taking it over makes no format.
    seedDrawnTexts(page.texts);
    await loadMatchedRoutes(routes);
    await nextTask();
  }
  const router = startBrowserRouter(
    routes,
    page ? { hydrationData: { loaderData: page.loaderData } } : undefined,
  );
  const app = (
    <StrictMode>
      <AppProviders language={language} queryClient={queryClient}>
        <RouterProvider router={router} />
        <MarkStarted />
      </AppProviders>
    </StrictMode>
  );
  if (!page) {
    createRoot(root as HTMLElement).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (decision 0101); a click meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(root as HTMLElement, app);
  });
  // A browser whose user chose a language before the server knew it (no cookie yet): the
  // page turns to it once, and the server renders in it from now on.
  const wanted = startLanguage();
  const asked = new URL(window.location.href).searchParams.has(LANGUAGE_PARAM);
  if (wanted !== language && !asked) {
    tellServerLanguage(wanted);
    await switchLanguage(wanted, { remember: false });
  }
}

// Not a top-level await: a chunk that imports this module (the word areas' loaders, decision
// 0073) could not load while this module's evaluation waits on it.
void start();
