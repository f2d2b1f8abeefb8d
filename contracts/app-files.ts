import type { Language } from '#locales/languages';

/**
 * The installable app's own files (decision 0052): what the build writes at the site's root,
 * the server serves as files (never the history fallback's index.html), and the page links.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const OFFLINE_PAGE_PATH = '/offline.html';
/** The offline page's one script (a retry button; the CSP allows no inline script). */
export const OFFLINE_SCRIPT_PATH = '/offline.js';
/** The app's icons, drawn by the build (scripts/art/app-icons.ts). */
export const ICONS_PREFIX = '/icons/';

/** The web app manifest in a language: its name, description, `lang` and `dir`. */
export const manifestPath = (language: Language): string => `/manifest.${language}.webmanifest`;

/** The icons the manifests, the notifications and iOS's home screen use. */
export const APP_ICONS = {
  any192: `${ICONS_PREFIX}icon-192.png`,
  any512: `${ICONS_PREFIX}icon-512.png`,
  maskable512: `${ICONS_PREFIX}icon-maskable-512.png`,
  appleTouch: `${ICONS_PREFIX}apple-touch-icon.png`,
  /** Android's status bar draws a notification's badge from its alpha alone: white on clear. */
  badge: `${ICONS_PREFIX}badge-96.png`,
} as const;

/** Paths that are files of the app: a request for one that is missing answers 404. */
export const isAppFilePath = (path: string): boolean =>
  path === SERVICE_WORKER_PATH ||
  path === OFFLINE_PAGE_PATH ||
  path === OFFLINE_SCRIPT_PATH ||
  /^\/manifest\.[a-z]{2}\.webmanifest$/.test(path) ||
  path.startsWith(ICONS_PREFIX);
