import { createSecretKey, randomUUID } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import { SignJWT } from 'jose';

export type ActorRole = 'clients' | 'serviceproviders' | 'admin';
export type TokenClaims = { id: number; role: ActorRole; version: number };
/** What identifies one issued token: its id, and when it expires. */
export type TokenSession = { jti: string; expiresAt: Date };

const AUDIENCE = 'servicehub';
const ISSUER = 'servicehub';
const LIFETIME: Record<ActorRole, string> = {
  clients: '7d',
  serviceproviders: '7d',
  admin: '8h',
};

/** Signs and reads session tokens (HS256, with expiry, audience, role, user id and token version). */
export function createTokenSigner(secretBytes: Uint8Array) {
  // A KeyObject made once: given raw bytes, jose would import the key again for every token.
  const secret = createSecretKey(secretBytes);
  // Every request reads a token: verified synchronously with node's HMAC (decision 0090),
  // where jose's verify goes through WebCrypto and its thread pool.
  const verify = createVerifier({
    key: Buffer.from(secretBytes),
    algorithms: ['HS256'],
    allowedAud: AUDIENCE,
    allowedIss: ISSUER,
    requiredClaims: ['exp', 'jti'],
  });
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role, ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(randomUUID())
        .setSubject(String(claims.id))
        .setAudience(AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(LIFETIME[claims.role])
        .sign(secret);
    },

    /** The claims of a valid, unexpired token of ours; null for anything else. */
    read(token: string): (TokenClaims & { session: TokenSession }) | null {
      let payload: Record<string, unknown>;
      try {
        payload = verify(token) as Record<string, unknown>;
      } catch {
        return null;
      }
      const id = Number(payload.sub);
      const { role, ver, jti, exp } = payload;
      if (!Number.isInteger(id) || id <= 0 || typeof ver !== 'number') return null;
      if (role !== 'clients' && role !== 'serviceproviders' && role !== 'admin') return null;
      if (typeof jti !== 'string' || typeof exp !== 'number') return null;
      return { id, role, version: ver, session: { jti, expiresAt: new Date(exp * 1000) } };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
