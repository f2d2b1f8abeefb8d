import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets, worked out once: its middleware is run on a stand-in response and
 * what it sets is kept. Helmet's values do not depend on the request (no nonces here), so every
 * answer gets the same object in one hook instead of running a dozen middlewares per request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const standIn = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, standIn as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * What the API's answers carry of `pageHeaders` (decision 0106). A JSON answer is never a
 * document: it needs no script, frame or referrer policy, only what stops a browser from
 * reading it as something else (`nosniff`, a CSP that allows nothing), from embedding it
 * elsewhere (CORP) or from reaching it over plain HTTP (HSTS, when set).
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'x-content-type-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ];
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of kept) {
    const value = pageHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}
