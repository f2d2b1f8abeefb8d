/**
 * The server POSTs to every endpoint a browser hands it, so it takes only the push services'
 * own (decision 0050): https on the default port, no user info, on one of these hosts.
 * Chrome, Opera, Samsung Internet and Brave use FCM; Firefox Mozilla's autopush; Edge the
 * Windows notification service; Safari Apple's.
 */
const EXACT_HOSTS = ['fcm.googleapis.com', 'web.push.apple.com'];
const HOST_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

/** Longer than any push service's endpoint (FCM's are under 300 characters). */
export const MAX_ENDPOINT_LENGTH = 1024;

export type EndpointRule = (endpoint: string) => boolean;

/**
 * Whether an endpoint may be pushed to: a known push service's, or one of `extraOrigins`
 * (PUSH_EXTRA_ENDPOINT_ORIGINS: the tests' loopback push service).
 */
export function pushEndpointRule(extraOrigins: readonly string[]): EndpointRule {
  const extra = new Set(extraOrigins);
  return (endpoint) => {
    if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.username || url.password) return false;
    if (extra.has(url.origin)) return true;
    if (url.protocol !== 'https:' || url.port !== '') return false;
    const host = url.hostname;
    return EXACT_HOSTS.includes(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
  };
}
