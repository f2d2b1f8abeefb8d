import '@mantine/core/styles.css';
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import './styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { DeferredNotifications } from '#app/deferred-notifications';
import { router } from '#app/router';
import { cssVariablesResolver, theme } from '#app/theme';
import { worthRetrying } from '#lib/api-client';
import { initI18n } from '#lib/i18n';
import { onSessionChange } from '#lib/session';
import { directionOf } from '#locales/languages';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: worthRetrying, refetchOnWindowFocus: false },
    // Offline, an action is tried at once and says it cannot be done (the API client refuses
    // it with "You are offline"), instead of waiting, spinning, for the network to come back.
    mutations: { networkMode: 'always' },
  },
});

// Whatever was loaded for one user must never show for the next one.
onSessionChange(() => queryClient.clear());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The service worker starts once the page has loaded and the browser is idle, from a module of
// its own: it never holds back the first paint (decision 0052).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () =>
    void import('#app/install/service-worker').then((m) => m.startServiceWorker());
  window.addEventListener(
    'load',
    () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(start, { timeout: 5000 })
        : setTimeout(start, 1000),
    { once: true },
  );
}

// The first paint is in the reader's language and direction: its catalog comes first. Not a
// top-level await: a chunk that imports this module (the word areas' loaders, decision 0073)
// could not load while this module's evaluation waits on it.
void initI18n().then((language) =>
  createRoot(root).render(
    <StrictMode>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <DeferredNotifications />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </StrictMode>,
  ),
);
