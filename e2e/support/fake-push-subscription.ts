import type { BrowserContext, TestInfo } from '@playwright/test';
import { startPushEndpoint, type TestSubscription } from '../../server/test/push-endpoint';
import { e2ePushPort } from './e2e-env';

/**
 * The journey's own push service (server/test/push-endpoint.ts) on this worker's loopback
 * port, which the e2e server may push to (e2e/serve.ts). It decrypts what the server sends;
 * close it at the end of the test.
 */
export const startJourneyPushService = (testInfo: TestInfo) =>
  startPushEndpoint({ port: e2ePushPort(testInfo.parallelIndex) });

/**
 * Headless Chromium here reaches no push service, so `pushManager.subscribe` would fail.
 * This makes every page of the context subscribe to `subscription` instead (keys the test made
 * with its push service): the app posts its endpoint and keys to the server as it would a
 * real one, and the server's pushes go to the test's push service, which decrypts them (the
 * test hands them on to the service worker, e2e/support/push-delivery.ts). The subscription
 * lasts across reloads until unsubscribed. Notifications are allowed for the context.
 */
export async function installFakePushSubscription(
  context: BrowserContext,
  subscription: TestSubscription,
): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((sub: TestSubscription) => {
    if (typeof PushManager === 'undefined') return;
    const STORED = 'e2e-fake-push-subscribed';
    const bytes = (base64url: string) => {
      const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
      const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
      return Uint8Array.from(raw, (c) => c.charCodeAt(0)).buffer;
    };
    const made = (applicationServerKey: BufferSource | string | null) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey },
      getKey: (name: string) =>
        name === 'p256dh' ? bytes(sub.p256dh) : name === 'auth' ? bytes(sub.auth) : null,
      toJSON: () => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        keys: { p256dh: sub.p256dh, auth: sub.auth },
      }),
      unsubscribe: async () => {
        localStorage.removeItem(STORED);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(
      options?: PushSubscriptionOptionsInit,
    ) {
      localStorage.setItem(STORED, '1');
      return made(options?.applicationServerKey ?? null) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return localStorage.getItem(STORED) ? (made(null) as unknown as PushSubscription) : null;
    };
  }, subscription);
}
