/// <reference lib="webworker" />
// The service worker (decision 0052), built by vite-plugin-pwa (injectManifest) into /sw.js.

import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE_PATH } from '#contracts/app-files';
import { sameOriginPath } from '#lib/open-url-message';
import { FONT_CACHE, isBuiltFont, keepNewestFont } from './service-worker/font-cache';
import { notificationOf, openInApp } from './service-worker/push';

/** The build puts the precache list where `self.__WB_MANIFEST` is written. */
declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * Pages come from the network, always: a page's HTML names the build's scripts, and a kept copy
 * would start an older build. Offline, the precached offline page answers instead. The API,
 * sockets and images are no pages: this worker leaves them to the network (and the HTTP cache).
 * Registered before the precache's route, so a navigation never gets a precached file.
 */
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error(),
        },
      ],
    }),
    { denylist: [/^\/api(\/|$)/, /^\/socket\.io\//, /^\/images\//, /^\/metrics$/] },
  ),
);

// The build's scripts, styles and icons, and the offline page: nothing the server
// answers afresh (decision 0052 lists what is left out and why).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The Urdu font is no part of the precache (only Urdu pages use it): kept when a page fetched it.
registerRoute(isBuiltFont, new CacheFirst({ cacheName: FONT_CACHE, plugins: [keepNewestFont] }));

// The first version takes the open pages at once (so a push's click can navigate them); a
// later one waits until the reader chooses "Reload" in the app's prompt.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A page's request starts while this worker wakes up, instead of after.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

self.addEventListener('push', (event) => {
  const shown = notificationOf(event.data?.text(), self.location.origin);
  // Not a PushPayload: nothing to show, nothing thrown.
  if (!shown) return;
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sameOriginPath(
    (event.notification.data as { url?: unknown } | null)?.url,
    self.location.origin,
  );
  event.waitUntil(openInApp(self.clients, path, self.location.origin));
});
