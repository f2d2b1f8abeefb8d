import crypto from 'node:crypto';

/** A browser's half of a subscription: its P-256 key pair and its 16-byte auth secret. */
export type SubscriberKeys = { ecdh: crypto.ECDH; auth: Buffer };

const TAG_BYTES = 16;
const HEADER_BYTES = 16 + 4 + 1; // salt, record size, key id length

/**
 * Decrypts a Web Push message body (RFC 8291 over RFC 8188's aes128gcm), written here from
 * the RFCs with node:crypto, independently of the library that encrypts: the header (salt,
 * record size, the sender's public key as key id), the input keying material from the ECDH
 * secret and the auth secret, the content key and nonce, then each record's AES-128-GCM and
 * its padding delimiter. Throws when anything does not check out.
 */
export function decryptPushBody(body: Buffer, keys: SubscriberKeys): Buffer {
  if (body.length < HEADER_BYTES) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, not a P-256 public key`);
  const senderPublic = body.subarray(HEADER_BYTES, HEADER_BYTES + idLength);
  const records = body.subarray(HEADER_BYTES + idLength);
  if (recordSize < TAG_BYTES + 2) throw new Error(`record size ${recordSize} too small`);

  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const receiverPublic = keys.ecdh.getPublicKey();
  // RFC 8291 section 3.4: key_info = "WebPush: info" || 0x00 || ua_public || as_public.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(ecdhSecret, keys.auth, keyInfo, 32);
  // RFC 8188 section 2.2 and 2.3.
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonceBase = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const plain: Buffer[] = [];
  const count = Math.ceil(records.length / recordSize);
  if (count === 0) throw new Error('no records');
  for (let i = 0; i < count; i++) {
    const record = records.subarray(i * recordSize, (i + 1) * recordSize);
    const last = i === count - 1;
    plain.push(unpad(openRecord(record, cek, nonceOf(nonceBase, i)), last));
  }
  return Buffer.concat(plain);
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** The record's nonce: the base nonce XOR the record's sequence number (big-endian). */
function nonceOf(base: Buffer, sequence: number): Buffer {
  const nonce = Buffer.from(base);
  // Fewer than 2^32 records: only the last four bytes change.
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
  return nonce;
}

function openRecord(record: Buffer, cek: Buffer, nonce: Buffer): Buffer {
  if (record.length <= TAG_BYTES) throw new Error('record shorter than its tag');
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(record.subarray(0, record.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

/** Strips the padding: zeros after a delimiter, 0x02 in the last record, 0x01 before it. */
function unpad(plain: Buffer, last: boolean): Buffer {
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  const delimiter = plain[end];
  if (delimiter !== (last ? 2 : 1)) throw new Error(`padding delimiter ${delimiter} is wrong`);
  return plain.subarray(0, end);
}
