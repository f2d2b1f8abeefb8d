import type { Kysely } from 'kysely';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import type { ActorRole } from '../../lib/tokens';
import * as repo from './auth.repo';
import type { Actor } from './authenticator';

/**
 * Ends sessions on the server: logging out revokes the token it was made with (kept in
 * `revoked_tokens` until it would have expired) and closes the sockets opened with it. The
 * account's other sessions, on other devices, go on.
 */
export function createSessionService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Closes the sockets that were opened with this token. */
  onTokenRevoked: (jti: string) => void;
  /** Every node reads the account's sessions again (decision 0090). */
  sessionsChanged: (role: ActorRole, id: number) => void;
}) {
  return {
    async logout(actor: Actor): Promise<{ message: string }> {
      if (!actor.session) throw unauthorized();
      await repo.revokeToken(deps.db, actor.session.jti, actor.session.expiresAt, deps.clock());
      deps.sessionsChanged(actor.role, actor.id);
      deps.onTokenRevoked(actor.session.jti);
      return { message: 'Logged out' };
    },

    /** Remembers the language the account reads: the app's switch calls it. */
    async setLanguage(actor: Actor, language: Language): Promise<{ language: Language }> {
      await repo.setLanguage(deps.db, actor.id, language);
      deps.sessionsChanged(actor.role, actor.id);
      return { language };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
