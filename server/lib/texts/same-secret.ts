import crypto from 'node:crypto';

const digest = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest();

/** Compares a signature a caller sent with the expected one in constant time, whatever its length. */
export function sameSecret(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}
