import { overduePage, overdueQuery } from '#contracts/overdue';
import type { AppInstance } from '../../app-types';
import { accessRules } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { OverdueDesk } from './overdue.service';

type Deps = { authenticate: Authenticate; desk: OverdueDesk };

/** The overdue desk (decision 0069): read and exported by the admin; payments are billing's. */
export function registerOverdueRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/admin/overdue',
    { ...access.admin(), schema: { querystring: overdueQuery, response: { 200: overduePage } } },
    (req) => d.desk.list(req.query),
  );

  app.get(
    '/admin/overdue.csv',
    { ...access.admin({ file: true }), schema: {} },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="overdue-invoices.csv"')
        .send(await d.desk.csv()),
  );
}
