/**
 * Texts of the installable app (decision 0052): its manifest, the offline page, the "new
 * version" prompt and the install help. Loaded when one of them is shown.
 */
export const app = {
  manifest: {
    name: 'ServiceHub',
    shortName: 'ServiceHub',
    description: 'Find trusted plumbers, electricians, cleaners and more, and hire them.',
  },
  offline: {
    title: 'You are offline',
    text: 'ServiceHub needs a connection to show this page. Check your mobile data or Wi-Fi.',
    retry: 'Try again',
  },
  update: {
    title: 'A new version is ready',
    text: 'Reload to use it. Anything you have not sent yet on this page will be lost.',
    reload: 'Reload',
    later: 'Not now',
  },
  install: {
    title: 'Install the app',
    intro:
      'ServiceHub can sit on your home screen like any other app, open in its own window and tell you about new jobs, offers and messages.',
    ios: 'On iPhone or iPad, in Safari: tap Share, then Add to Home Screen.',
    android: 'On Android, in Chrome: open the menu (⋮), then tap Install app.',
    desktop:
      'On a computer, in Chrome or Edge: select the install icon at the end of the address bar, or open the menu and choose Install ServiceHub.',
    otherDevices: 'On other devices',
    close: 'Got it',
  },
} as const;
