import crypto from 'node:crypto';
import { sameSecret } from './same-secret';

/** A form's fields as posted; a name posted twice keeps every value. */
export type FormParams = Record<string, string | readonly string[]>;

/**
 * Twilio's X-Twilio-Signature (its "Secure webhooks" page): the full URL Twilio called, then
 * each POST parameter sorted by name, its name and value appended with no separator, signed
 * with HMAC-SHA1 keyed by the account's auth token, in base64.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name] ?? '';
    const values = typeof value === 'string' ? [value] : [...value].sort();
    for (const one of values) data += name + one;
  }
  return crypto.createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * Whether `signature` signs this request. The URL is tried as given and with its default port
 * written out or left off: Twilio's own helper library accepts either, as Twilio's signing of
 * the port has varied.
 */
export function verifyTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: FormParams,
): boolean {
  if (!signature) return false;
  let valid = false;
  // Every variant is compared, so the time taken does not tell which one matched.
  for (const candidate of urlVariants(url)) {
    if (sameSecret(signature, twilioSignature(authToken, candidate, params))) valid = true;
  }
  return valid;
}

function urlVariants(url: string): string[] {
  const u = new URL(url);
  const rest = `${u.pathname}${u.search}`;
  const variants = new Set([url, `${u.protocol}//${u.host}${rest}`]);
  if (!u.port) {
    const port = u.protocol === 'https:' ? 443 : 80;
    variants.add(`${u.protocol}//${u.hostname}:${port}${rest}`);
  }
  return [...variants];
}
