import type { Kysely } from 'kysely';
import type { AdminRole } from '#contracts/admins';
import type { SuspensionReason } from '#contracts/users';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { ActorRole, TokenClaims, TokenSession, TokenSigner } from '../../lib/tokens';
import * as repo from './auth.repo';
import { createSessionCache, holderOf, type SessionCache } from './session-cache';

/**
 * Who is asking: taken from a verified token, never from a body or path. `session` names the
 * token itself (a logout ends just that one).
 */
export type Actor = {
  id: number;
  role: ActorRole;
  session?: TokenSession;
  /** The account's saved language (read with the session; the admin has none). */
  language?: Language;
  /**
   * The reason the account is suspended, read with the session: the guard and the socket's
   * handshake refuse it with that reason (decision 0068).
   */
  suspended?: SuspensionReason;
  /** An admin's role, read with the session: a role change counts at the next call (0072). */
  adminRole?: AdminRole;
};

type Claims = TokenClaims & { session: TokenSession };

/**
 * Turns a bearer token into an actor. A token is refused when its signature, audience or
 * expiry is wrong, when its version is older than the account's (password changed), or when
 * it was logged out. A suspended account's actor says so (`suspended`): its doors refuse it.
 */
type SessionRow =
  | Awaited<ReturnType<typeof repo.adminSession>>
  | Awaited<ReturnType<typeof repo.accountSession>>;
export type Sessions = SessionCache<SessionRow>;
export const createSessions = (): Sessions => createSessionCache<SessionRow>();

export function createAuthenticator(db: Kysely<Database>, signer: TokenSigner, sessions: Sessions) {
  /** The session's row, from this node's cache when it read it in the last seconds. */
  async function sessionOf({ id, role, session }: Claims): Promise<SessionRow> {
    const cached = sessions.get(session.jti);
    if (cached !== undefined) return cached;
    const holder = holderOf(role, id);
    const seen = sessions.generation();
    const row =
      role === 'admin'
        ? await repo.adminSession(db, id, session.jti)
        : await repo.accountSession(db, id, session.jti);
    // An unknown account is not kept: the cache holds only rows that exist.
    if (row) sessions.set(session.jti, holder, row, seen);
    return row;
  }

  /** The claims of a well-signed, unexpired token of ours: no database lookup, no revocation check. */
  function claims(token: unknown): Claims | null {
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
    return signer.read(token);
  }

  async function authenticate(token: unknown): Promise<Actor | null> {
    const claims = authenticate.claims(token);
    if (!claims) return null;
    const { id, role, version, session } = claims;
    const holder = await sessionOf(claims);
    if (!holder || holder.revoked || holder.token_version !== version) return null;
    if (role !== 'admin' && 'role' in holder && holder.role !== role) return null;
    if ('admin_role' in holder) return { id, role, session, adminRole: holder.admin_role };
    if (!('language' in holder)) return { id, role, session };
    const actor: Actor = { id, role, session, language: holder.language as Language };
    const suspended = (holder as { suspended_for?: SuspensionReason | null }).suspended_for;
    if (suspended) actor.suspended = suspended;
    return actor;
  }
  authenticate.claims = claims;
  return authenticate;
}

export type Authenticate = ReturnType<typeof createAuthenticator>;
