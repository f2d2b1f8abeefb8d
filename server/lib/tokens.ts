import { createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

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
    async read(token: string): Promise<(TokenClaims & { session: TokenSession }) | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience: AUDIENCE,
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'jti'],
        });
        const id = Number(payload.sub);
        const { role, ver } = payload as { role?: unknown; ver?: unknown };
        if (!Number.isInteger(id) || id <= 0 || typeof ver !== 'number') return null;
        if (role !== 'clients' && role !== 'serviceproviders' && role !== 'admin') return null;
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        const session = { jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
        return { id, role, version: ver, session };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
