import crypto from 'node:crypto';

/** A new unguessable token for a link that is its own credential (256 bits, URL-safe). */
export const newSecretToken = (): string => crypto.randomBytes(32).toString('base64url');

/** What is stored of such a token: its SHA-256, so a read of the table opens nothing. */
export const hashOfToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');
