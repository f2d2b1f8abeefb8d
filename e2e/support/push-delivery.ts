import type { CDPSession, Page } from '@playwright/test';
import type { PushPayload } from '../../contracts/alerts';

/** How long the service worker's registration may take to show up in the DevTools protocol. */
const REGISTRATION_WAIT_MS = 10_000;

/** A notification the service worker shows, as `registration.getNotifications()` reads it. */
export type ShownNotification = {
  title: string;
  body: string;
  tag: string;
  data: unknown;
  lang: string;
  dir: string;
  icon: string;
  badge: string;
};

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };

/** The id Chromium's DevTools protocol gives the site's service worker registration. */
function registrationIdOf(session: CDPSession, scope: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no service worker registration for ${scope}`)),
      REGISTRATION_WAIT_MS,
    );
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = (registrations as Registration[]).find(
        (registration) => registration.scopeURL === scope && !registration.isDeleted,
      );
      if (found) {
        clearTimeout(timer);
        resolve(found.registrationId);
      }
    });
  });
}

/**
 * Delivers a push message to the page's service worker through Chromium's DevTools protocol, as
 * a push service would (its `push` event gets `payload`: a PushPayload as JSON, or any text).
 * Waits for the page's service worker to be active first.
 */
export async function deliverPushToServiceWorker(
  page: Page,
  payload: PushPayload | string,
): Promise<void> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const session = await page.context().newCDPSession(page);
  try {
    const registrationId = registrationIdOf(session, scope);
    // Enabling the domain reports every registration there is.
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(scope).origin,
      registrationId: await registrationId,
      data: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  } finally {
    await session.detach();
  }
}

/** The notifications the page's service worker shows now (grant `notifications` first). */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
      lang: n.lang,
      dir: n.dir,
      icon: n.icon,
      badge: (n as Notification & { badge?: string }).badge ?? '',
    }));
  });
}
