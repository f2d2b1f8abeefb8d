import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { EventOutbox } from './events/event-outbox';
import type { Clock } from './lib/clock';
import type { FileStore } from './lib/file-store';
import type { Mailer } from './lib/mailer';
import type { ActorRole } from './lib/tokens';
import type { AuditLog } from './modules/audit-log/audit-log.service';
import { createAdminTeam } from './modules/auth/admin-team.service';
import type { Authenticate } from './modules/auth/authenticator';
import { createCategoryRequestsService } from './modules/catalog/category-requests.service';
import { createIdChecksService } from './modules/id-checks/id-checks.service';
import { createModerationService } from './modules/moderation/moderation.service';
import { createNumbersService } from './modules/numbers/numbers.service';
import { createOverdueDesk } from './modules/overdue/overdue.service';
import { createSitePagesService } from './modules/site-pages/site-pages.service';
import { createUsersService } from './modules/users/users.service';

type Deps<
  T extends (...args: never[]) => unknown,
  K extends keyof Parameters<T>[0],
> = Parameters<T>[0][K];

/**
 * The admin's desks, wired once (createServices): site pages, the audit log (every desk's
 * action writes its row, decision 0064), moderation, the admin team, the users desk (a
 * suspension closes the account's sockets on every node, decision 0068), the numbers, overdue
 * fees, the catalog and its requests, ID checks.
 */
export function createAdminDesks({
  authenticate,
  config,
  db,
  log,
  clock,
  files,
  events,
  auditLog,
  orders,
  chat,
  accounts,
  mailer,
  limits,
  catalogAdmin,
  sessionsChanged,
  closeSocketsOf,
}: {
  authenticate: Authenticate;
  config: Config;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock: Clock;
  files: FileStore;
  events: EventOutbox;
  auditLog: AuditLog;
  orders: Deps<typeof createModerationService, 'orders'>;
  chat: Deps<typeof createModerationService, 'chat'>;
  accounts: Deps<typeof createUsersService, 'accounts'>;
  mailer: Mailer;
  limits: Deps<typeof createAdminTeam, 'limits'>;
  catalogAdmin: Deps<typeof createCategoryRequestsService, 'catalogAdmin'>;
  sessionsChanged: (role: ActorRole, id: number) => void;
  closeSocketsOf: Deps<typeof createUsersService, 'closeSocketsOf'>;
}) {
  return {
    sitePages: { authenticate, sitePages: createSitePagesService(db, clock, auditLog) },
    auditLog: { authenticate, auditLog },
    moderation: {
      authenticate,
      moderation: createModerationService({
        db,
        events,
        audit: auditLog,
        orders,
        chat,
        accounts,
        clock,
      }),
    },
    adminTeam: {
      authenticate,
      team: createAdminTeam({
        db,
        mailer,
        audit: auditLog,
        clock,
        limits,
        publicUrl: config.publicUrl,
        log,
        sessionsChanged,
      }),
    },
    // The users desk: suspensions close the account's sockets on every node (decision 0068).
    users: {
      authenticate,
      users: createUsersService({
        db,
        clock,
        audit: auditLog,
        accounts,
        mailer,
        publicUrl: config.publicUrl,
        log,
        closeSocketsOf,
        sessionsChanged,
      }),
    },
    numbers: { authenticate, numbers: createNumbersService(db, clock) },
    overdue: { authenticate, desk: createOverdueDesk(db, clock) },
    catalogAdmin: {
      authenticate,
      catalogAdmin,
      categoryRequests: createCategoryRequestsService({
        db,
        catalogAdmin,
        audit: auditLog,
        files,
        mailer,
        publicUrl: config.publicUrl,
        log,
      }),
    },
    idChecks: {
      authenticate,
      idChecks: createIdChecksService({ db, files, events, audit: auditLog, clock, log }),
    },
  };
}
