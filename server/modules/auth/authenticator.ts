import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActorRole, TokenClaims, TokenSigner } from '../../lib/tokens';
import * as repo from './auth.repo';

/** Who is asking: taken from a verified token, never from a body or path. */
export type Actor = { id: number; role: ActorRole };

/**
 * Turns a bearer token into an actor. A token is refused when its signature, audience or
 * expiry is wrong, or when its version is older than the account's (password changed).
 */
export function createAuthenticator(db: Kysely<Database>, signer: TokenSigner) {
  /** The claims of a well-signed, unexpired token of ours: no database lookup, no revocation check. */
  async function claims(token: unknown): Promise<TokenClaims | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    return signer.read(token);
  }

  async function authenticate(token: unknown): Promise<Actor | null> {
    const claims = await authenticate.claims(token);
    if (!claims) return null;
    if (claims.role === 'admin') {
      const admin = await repo.findAdminVersion(db, claims.id);
      return admin?.token_version === claims.version ? { id: claims.id, role: 'admin' } : null;
    }
    const account = await repo.findAccountVersion(db, claims.id);
    if (account?.role !== claims.role || account.token_version !== claims.version) return null;
    return { id: claims.id, role: claims.role };
  }
  authenticate.claims = claims;
  return authenticate;
}

export type Authenticate = ReturnType<typeof createAuthenticator>;
