import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export type VapidKeys = { publicKey: string; privateKey: string };

export const VAPID_KEYS_FILE = 'vapid-keys.json';

const keysFile = z.object({
  publicKey: z.base64url().length(87),
  privateKey: z.base64url().length(43),
});

/**
 * The VAPID keys this server signs pushes with (decision 0050): the environment's when set,
 * else those kept in DATA_DIR/vapid-keys.json, made at the first start. Every browser
 * subscription is bound to the public key it was made with, so the keys must never change
 * under them: every node of one site uses the same pair.
 */
export function resolveVapidKeys(dataDir: string, fromEnv: VapidKeys | undefined): VapidKeys {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const kept = readKeys(file);
  if (kept) return kept;
  fs.mkdirSync(dataDir, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  // Written whole beside, owner-only, then linked into place: a reader never sees half a file,
  // and of two nodes starting at once on one DATA_DIR the first one's keys win for both.
  const aside = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(aside, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(aside, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(aside, { force: true });
  }
  const written = readKeys(file);
  if (!written) throw new Error(`${file} is not a VAPID key pair`);
  return written;
}

function readKeys(file: string): VapidKeys | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const parsed = keysFile.safeParse(parseJson(text));
  // A damaged file is not replaced: new keys would orphan every device's subscription.
  if (!parsed.success) throw new Error(`${file} is not a VAPID key pair; fix or remove it`);
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
