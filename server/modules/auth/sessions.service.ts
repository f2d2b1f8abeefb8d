import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './auth.repo';
import type { Actor } from './authenticator';

/**
 * Ends sessions on the server: logging out raises the account's token version, so the token
 * (and every other one issued to the account before) is refused from then on, as a password
 * reset does, and the account's open sockets are closed.
 */
export function createSessionService(
  db: Kysely<Database>,
  onSessionsRevoked: (accountId: number) => void,
) {
  return {
    async logout(actor: Actor): Promise<{ message: string }> {
      if (actor.role === 'admin') {
        await repo.revokeAdminTokens(db, actor.id);
      } else {
        await repo.revokeAccountTokens(db, actor.id);
        onSessionsRevoked(actor.id);
      }
      return { message: 'Logged out' };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
