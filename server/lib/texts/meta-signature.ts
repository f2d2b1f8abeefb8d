import crypto from 'node:crypto';
import { sameSecret } from './same-secret';

/**
 * Meta's X-Hub-Signature-256 on a webhook (WhatsApp Cloud API, "Webhooks"): `sha256=` and the
 * hex HMAC-SHA256 of the raw request body, keyed by the app secret.
 */
export function metaSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${crypto.createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether the header signs exactly these bytes (the body as received, before any parsing). */
export function verifyMetaSignature(
  appSecret: string,
  header: string | undefined,
  rawBody: Buffer,
): boolean {
  if (!header) return false;
  return sameSecret(header.trim().toLowerCase(), metaSignature(appSecret, rawBody));
}
