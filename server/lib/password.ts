import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19456 KiB, t=2, p=1). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check, so "no such account" answers no faster than "wrong password". */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hash('no account has this password');
  await verifyPassword(await dummyHash, password);
}
