import { Workbox } from 'workbox-window';
import { browserRouter } from '#app/browser-router';
import { SERVICE_WORKER_PATH } from '#contracts/app-files';
import { OPEN_URL_MESSAGE, type OpenUrlMessage, sameOriginPath } from '#lib/open-url-message';

/** A tab left open for days still hears of a new version: it asks every hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the service worker (decision 0052); main.tsx calls it once the page has loaded and
 * the browser is idle. A new version waits until the reader chooses to reload (the prompt).
 */
export function startServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registration ??= register();
  return registration;
}

async function register(): Promise<ServiceWorkerRegistration | undefined> {
  const wb = new Workbox(SERVICE_WORKER_PATH);
  wb.addEventListener('waiting', () => {
    void import('./update-prompt').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        // The new version takes this page over, then the page loads with it.
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      }),
    );
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as Partial<OpenUrlMessage> | null;
    if (data?.type === OPEN_URL_MESSAGE) {
      void browserRouter().navigate(sameOriginPath(data.url, window.location.origin));
    }
  });
  const registered = await wb.register();
  window.setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  return registered;
}
