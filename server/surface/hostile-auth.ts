import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from '../test/test-app';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Claims = { id: number; role: string; version: number };

async function signed(
  claims: Claims,
  opts: { secret?: string; audience?: string; expires?: number | null },
): Promise<string> {
  let jwt = new SignJWT({ role: claims.role, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.id))
    .setAudience(opts.audience ?? 'servicehub')
    .setIssuer('servicehub')
    .setIssuedAt();
  if (opts.expires !== null) jwt = jwt.setExpirationTime(opts.expires ?? '1h');
  return jwt.sign(new TextEncoder().encode(opts.secret ?? TEST_JWT_SECRET));
}

/**
 * Authorization headers no guard may accept: none, garbage, other schemes, and tokens that
 * are forged (no algorithm, a changed payload, another key) or not valid any more (expired,
 * another audience, no expiry, an older version) for a real client.
 */
export async function badAuthHeaders(
  realToken: string,
  client: Claims,
): Promise<{ label: string; header: string | undefined }[]> {
  const [, payload = ''] = realToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const asAdmin = b64({ ...claims, role: 'admin', sub: '1' });
  const signature = realToken.split('.')[2] ?? '';
  const now = Math.floor(Date.now() / 1000);
  return [
    { label: 'no token', header: undefined },
    { label: 'garbage token', header: 'Bearer garbage' },
    { label: 'empty bearer', header: 'Bearer ' },
    { label: 'basic auth', header: 'Basic dXNlcjpwYXNz' },
    { label: 'another scheme', header: `Token ${realToken}` },
    { label: 'token of 5000 chars', header: `Bearer ${'a'.repeat(5000)}` },
    { label: 'SQL as token', header: "Bearer ' or 1=1 --" },
    { label: 'alg none', header: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${asAdmin}.` },
    {
      label: 'payload changed to admin',
      header: `Bearer ${b64({ alg: 'HS256' })}.${asAdmin}.${signature}`,
    },
    { label: 'cut signature', header: `Bearer ${realToken.slice(0, -4)}` },
    {
      label: 'signed with another key',
      header: `Bearer ${await signed({ id: 1, role: 'admin', version: 0 }, { secret: 'another secret that is long enough for hs256' })}`,
    },
    { label: 'expired', header: `Bearer ${await signed(client, { expires: now - 60 })}` },
    { label: 'another audience', header: `Bearer ${await signed(client, { audience: 'other' })}` },
    { label: 'without expiry', header: `Bearer ${await signed(client, { expires: null })}` },
    {
      label: 'older token version',
      header: `Bearer ${await signed({ ...client, version: client.version - 1 }, {})}`,
    },
  ];
}
