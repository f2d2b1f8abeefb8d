import { pushPayload } from '#contracts/alerts';
import { APP_ICONS } from '#contracts/app-files';
import { OPEN_URL_MESSAGE, type OpenUrlMessage, sameOriginPath } from '#lib/open-url-message';

/** `renotify` is in the Notifications API, not in TypeScript's DOM types. */
export type PushNotificationOptions = NotificationOptions & { renotify: boolean };
export type PushNotification = { title: string; options: PushNotificationOptions };

/** Urdu is the one language of ours written in the Arabic script. */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * The notification a push message asks for (contracts/alerts.ts `PushPayload`, as JSON), or
 * null for one that is not such a payload. The title is the product's words in the
 * recipient's language, so its script tells the language; the body may quote anyone.
 */
export function notificationOf(text: string | undefined, origin: string): PushNotification | null {
  let data: unknown;
  try {
    data = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  const parsed = pushPayload.safeParse(data);
  if (!parsed.success) return null;
  const { title, body, url, tag } = parsed.data;
  const urdu = ARABIC_SCRIPT.test(title);
  return {
    title,
    options: {
      body,
      tag,
      // A newer push of the same tag (the same chat) replaces the older one and still alerts.
      renotify: true,
      data: { url: sameOriginPath(url, origin) },
      icon: APP_ICONS.any192,
      badge: APP_ICONS.badge,
      lang: urdu ? 'ur' : 'en',
      dir: urdu ? 'rtl' : 'ltr',
    },
  };
}

type AppWindow = Pick<
  WindowClient,
  'url' | 'focused' | 'visibilityState' | 'focus' | 'navigate' | 'postMessage'
>;
export type WindowClients = {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
};

/**
 * A notification's click: the app's open window (the focused one, else a visible one, else any)
 * is brought forward and shown `path`; without one, a new window opens there. A window this
 * worker does not control cannot be navigated by it: it is told to go there itself.
 */
export async function openInApp(
  clients: WindowClients,
  path: string,
  origin: string,
): Promise<void> {
  const url = new URL(path, origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (window) => new URL(window.url).origin === origin,
  );
  const target =
    windows.find((window) => window.focused) ??
    windows.find((window) => window.visibilityState === 'visible') ??
    windows[0];
  if (!target) {
    await clients.openWindow(url);
    return;
  }
  // First, while the click still lets a window come forward; a synthetic click cannot.
  await target.focus().catch(() => undefined);
  const navigated = await target.navigate(url).catch(() => null);
  if (!navigated) {
    const message: OpenUrlMessage = { type: OPEN_URL_MESSAGE, url: path };
    target.postMessage(message);
  }
}
