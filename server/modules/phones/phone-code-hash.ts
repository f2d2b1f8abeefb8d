import crypto from 'node:crypto';

/**
 * A code is stored as an HMAC under a key derived from the server's secret, never as itself:
 * with a million codes, a plain hash of one is undone by trying them all, while this one
 * needs the key too (decision 0053). The account and number are part of what is signed, so a
 * row's hash says nothing about any other.
 */
export function phoneCodeHasher(secret: Uint8Array) {
  const key = crypto.createHmac('sha256', secret).update('phone-codes').digest();
  const hashOf = (accountId: number, phone: string, code: string) =>
    crypto.createHmac('sha256', key).update(`${accountId}\n${phone}\n${code}`).digest('hex');
  return {
    hashOf,
    matches(stored: string, accountId: number, phone: string, code: string): boolean {
      const given = Buffer.from(hashOf(accountId, phone, code));
      const kept = Buffer.from(stored);
      return given.length === kept.length && crypto.timingSafeEqual(given, kept);
    },
  };
}

export type PhoneCodeHasher = ReturnType<typeof phoneCodeHasher>;

/** Six random digits, leading zeros kept. */
export const newPhoneCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
