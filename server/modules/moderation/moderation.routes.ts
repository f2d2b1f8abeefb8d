import {
  hideRequest,
  moderationPage,
  moderationQuery,
  reportClosed,
  reportCreated,
  reportIdParams,
  reportRequest,
} from '#contracts/moderation';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { ModerationService } from './moderation.service';

type Deps = { authenticate: Authenticate; moderation: ModerationService };

/** Reports (any client or provider) and the admin's moderation queue (decision 0067). */
export function registerModerationRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.post(
    '/reports',
    {
      ...access.users({ budget: 'reports' }),
      schema: { body: reportRequest, response: { 201: reportCreated } },
    },
    async (req, reply) => reply.code(201).send(await d.moderation.report(actorOf(req), req.body)),
  );

  app.get(
    '/admin/moderation/reports',
    {
      ...access.admin(),
      schema: { querystring: moderationQuery, response: { 200: moderationPage } },
    },
    (req) => d.moderation.queue(req.query),
  );

  app.post(
    '/admin/moderation/reports/:reportId/hide',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: reportIdParams, body: hideRequest, response: { 200: reportClosed } },
    },
    (req) => d.moderation.hide(actorOf(req), req.params.reportId, req.body),
  );

  app.post(
    '/admin/moderation/reports/:reportId/dismiss',
    {
      ...access.admin({ budget: 'admin', noBody: true }),
      schema: { params: reportIdParams, response: { 200: reportClosed } },
    },
    (req) => d.moderation.dismiss(actorOf(req), req.params.reportId),
  );

  app.post(
    '/admin/moderation/reports/:reportId/handle',
    {
      ...access.admin({ budget: 'admin', noBody: true }),
      schema: { params: reportIdParams, response: { 200: reportClosed } },
    },
    (req) => d.moderation.handle(actorOf(req), req.params.reportId),
  );
}
