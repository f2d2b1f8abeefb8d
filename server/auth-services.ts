import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { TokenSigner } from './lib/tokens';
import type { AuthLimits } from './modules/auth/auth-limits';
import { createLoginService } from './modules/auth/login.service';
import { createLoginCodes } from './modules/auth/login-codes.service';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createRegistrationService } from './modules/auth/registration.service';
import { createSessionService } from './modules/auth/sessions.service';
import { createDeviceTrust } from './modules/auth/trusted-device';
import type { CatalogService } from './modules/catalog/catalog.service';
import type { ProvidersService } from './modules/providers/providers.service';
import type { Broadcaster } from './realtime/broadcaster';
import { tokenRoom } from './realtime/socket';

/**
 * The auth routes' services, wired once (createServices): registration, sign-in (with its
 * codes and trusted devices), the sessions' list and revocation, and password reset. A revoked
 * token's sockets are cut on every node; revoked sessions close the account's sockets.
 */
export function createAuthServices({
  config,
  db,
  log,
  clock,
  secret,
  signer,
  limits,
  mailer,
  catalog,
  providers,
  broadcaster,
  sessionsChanged,
  closeSocketsOf,
}: {
  config: Config;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock: Clock;
  secret: Uint8Array;
  signer: TokenSigner;
  limits: AuthLimits;
  mailer: Mailer;
  catalog: CatalogService;
  providers: ProvidersService;
  broadcaster: Broadcaster;
  sessionsChanged: Parameters<typeof createSessionService>[0]['sessionsChanged'];
  closeSocketsOf: Parameters<typeof createPasswordResetService>[0]['onSessionsRevoked'];
}) {
  return {
    registration: createRegistrationService(db, limits, catalog, providers),
    login: createLoginService(
      db,
      signer,
      limits,
      createDeviceTrust(secret),
      createLoginCodes({
        db,
        mailer,
        limits,
        dataDir: config.dataDir,
        publicUrl: config.publicUrl,
        log,
      }),
    ),
    sessions: createSessionService({
      db,
      clock,
      onTokenRevoked: (jti) => broadcaster.disconnect(tokenRoom(jti)),
      sessionsChanged,
    }),
    passwordReset: createPasswordResetService({
      db,
      mailer,
      limits,
      publicUrl: config.publicUrl,
      log,
      onSessionsRevoked: closeSocketsOf,
    }),
  };
}
