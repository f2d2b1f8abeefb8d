/**
 * The service worker's word to a window it cannot navigate (one it does not control): "show
 * this page". Shared by the worker (client/src/service-worker/push.ts) and the app (app/install), apart from the push contract and its zod.
 */
export const OPEN_URL_MESSAGE = 'open-url';
export type OpenUrlMessage = { type: typeof OPEN_URL_MESSAGE; url: string };

/**
 * The path of `url` when it is a page of this site, else the home page: a push (or anything
 * that forged one) never opens another site, `//evil.example` included.
 */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}
