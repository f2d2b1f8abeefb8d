import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActorRole, TokenSigner } from '../../lib/tokens';
import * as repo from './auth.repo';

/** Who is asking: taken from a verified token, never from a body or path. */
export type Actor = { id: number; role: ActorRole };

/**
 * Turns a bearer token into an actor. A token is refused when its signature, audience or
 * expiry is wrong, or when its version is older than the account's (password changed).
 */
export function createAuthenticator(db: Kysely<Database>, signer: TokenSigner) {
  return async function authenticate(token: unknown): Promise<Actor | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    const claims = await signer.read(token);
    if (!claims) return null;
    if (claims.role === 'admin') {
      const admin = await repo.findAdminVersion(db, claims.id);
      return admin?.token_version === claims.version ? { id: claims.id, role: 'admin' } : null;
    }
    const account = await repo.findAccountVersion(db, claims.id);
    if (account?.role !== claims.role || account.token_version !== claims.version) return null;
    return { id: claims.id, role: claims.role };
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;
