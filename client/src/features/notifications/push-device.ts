import type { PushSubscriptionRequest } from '#contracts/push';
import { withinTime } from '#lib/within-time';

/** How long the service worker may take to be ready, and the push service to answer. */
const WAIT_MS = 10_000;

/** Why turning push on did not work: the person said no, or no push service answered. */
export class PushRefused extends Error {
  constructor(readonly reason: 'denied' | 'unreachable') {
    super(reason);
  }
}

/** Whether this browser can take push messages at all. */
export function canPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export const notificationsDenied = () => canPush() && Notification.permission === 'denied';

const within = <T>(promise: Promise<T>) =>
  withinTime(promise, WAIT_MS, () => new PushRefused('unreachable'));

const registration = () => within(navigator.serviceWorker.ready);

/**
 * This browser's push subscription, if it has one. Read at once: without a service worker
 * registered yet there is none (the app registers it late, once the page is idle).
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null;
  try {
    const registered = await navigator.serviceWorker.getRegistration();
    return (await registered?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function toBase64url(buffer: ArrayBuffer | null): string {
  if (!buffer) throw new PushRefused('unreachable');
  const text = String.fromCharCode(...new Uint8Array(buffer));
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** What the server stores of a subscription. */
export const requestOf = (subscription: PushSubscription): PushSubscriptionRequest => ({
  endpoint: subscription.endpoint,
  keys: {
    p256dh: toBase64url(subscription.getKey('p256dh')),
    auth: toBase64url(subscription.getKey('auth')),
  },
});

/**
 * Asks the person, then the browser's push service, for a subscription bound to the server's
 * key. Throws PushRefused('denied') when notifications are not allowed, ('unreachable') when
 * no push service answers (a browser without one, offline, or blocked): not a crash.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused('denied');
  try {
    const { pushManager } = await registration();
    const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
    try {
      return await within(pushManager.subscribe(options));
    } catch (error) {
      // A subscription made with another key (the server's keys changed) must go first.
      if ((error as Error).name !== 'InvalidStateError') throw error;
      await (await pushManager.getSubscription())?.unsubscribe();
      return await within(pushManager.subscribe(options));
    }
  } catch (error) {
    if (error instanceof PushRefused) throw error;
    const name = (error as Error).name;
    if (name === 'NotAllowedError' && Notification.permission === 'denied') {
      throw new PushRefused('denied');
    }
    // AbortError, NotAllowedError, NotSupportedError: no push service took it.
    throw new PushRefused('unreachable');
  }
}

/**
 * Signing out ends this browser's push subscription, so a shared browser stops showing the
 * last account's alerts; the server forgets the device when its push service next answers
 * "gone". A failure changes nothing for the person signing out.
 */
export function endPushOnSignOut(): void {
  void currentSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}
