import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { metaSignature, verifyMetaSignature } from './meta-signature';

const SECRET = 'app-secret-0123456789abcdef';
const BODY = Buffer.from(
  '{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[{"field":"messages","value":{"statuses":[{"id":"wamid.A","status":"read"}]}}]}]}',
);

describe('Meta X-Hub-Signature-256', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body, computed here independently', () => {
    const expected = `sha256=${crypto.createHmac('sha256', SECRET).update(BODY).digest('hex')}`;
    expect(metaSignature(SECRET, BODY)).toBe(expected);
    expect(verifyMetaSignature(SECRET, expected, BODY)).toBe(true);
  });

  it('gives a known vector: HMAC-SHA256 of "test" with key "secret"', () => {
    // The value the whatsapp_sdk documentation prints for compute_signature("test", "secret").
    expect(metaSignature('secret', 'test')).toBe(
      'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914',
    );
  });

  it('refuses a tampered body, the same JSON re-serialised, another secret, or no header', () => {
    const header = metaSignature(SECRET, BODY);
    const tampered = Buffer.from(BODY.toString().replace('"read"', '"failed"'));
    expect(verifyMetaSignature(SECRET, header, tampered)).toBe(false);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(BODY.toString()), null, 1));
    expect(verifyMetaSignature(SECRET, header, reserialised)).toBe(false);
    expect(verifyMetaSignature('another-secret-0123456789', header, BODY)).toBe(false);
    expect(verifyMetaSignature(SECRET, undefined, BODY)).toBe(false);
    expect(verifyMetaSignature(SECRET, header.replace('sha256=', ''), BODY)).toBe(false);
  });
});
