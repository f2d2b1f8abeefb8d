import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

// Listened for from the first load: the browser makes its offer once, soon after the page
// loads. The browser's own offer (Android's mini-infobar) is left to show too. Not on the server,
// which has no window (decision 0092).
if (typeof window !== 'undefined') {
  // An offer made before the app ran, kept by the boot script (client/boot/start-app.js).
  offer = (window as { earlyInstallOffer?: InstallPromptEvent }).earlyInstallOffer ?? null;
  window.addEventListener('beforeinstallprompt', (event) => {
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
}

/** Whether the app runs as the installed app (its own window), where installing means nothing. */
const runsInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether to show "Install the app": not in the installed app, nor once it was installed. */
export const useInstallEntryShown = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => !installed && !runsInstalled(),
    () => true,
  );

/**
 * Shows the browser's install dialog when the browser offered one (`beforeinstallprompt`);
 * answers false when it did not, and the reader needs to be told how instead.
 */
export async function promptInstall(): Promise<boolean> {
  const pending = offer;
  if (!pending) return false;
  // An offer answers one prompt; the browser makes a new one if it is declined.
  offer = null;
  await pending.prompt();
  await pending.userChoice;
  return true;
}
