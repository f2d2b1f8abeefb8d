import { auditLogFilters, auditLogPage, auditLogQuery } from '#contracts/audit-log';
import type { AppInstance } from '../../app-types';
import { accessRules } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { AuditLog } from './audit-log.service';

type Deps = { authenticate: Authenticate; auditLog: AuditLog };

/** The admin audit log (decision 0064): read and exported by the admin, written by no route. */
export function registerAuditLogRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/admin/audit-log',
    { ...access.admin(), schema: { querystring: auditLogQuery, response: { 200: auditLogPage } } },
    (req) => d.auditLog.list(req.query),
  );

  app.get(
    '/admin/audit-log.csv',
    { ...access.admin({ file: true }), schema: { querystring: auditLogFilters } },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(await d.auditLog.csv(req.query)),
  );
}
