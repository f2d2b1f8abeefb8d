import {
  acceptInvitationRequest,
  acceptInvitationResponse,
  adminIdParams,
  adminInvitation,
  adminMe,
  adminRoleRequest,
  adminTeam,
  invitationCheckRequest,
  invitationIdParams,
  invitationState,
  inviteAdminRequest,
} from '#contracts/admins';
import { messageResponse } from '#contracts/auth';
import { errorBody } from '#contracts/errors';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { AdminTeamService } from './admin-team.service';
import type { Authenticate } from './authenticator';

type Deps = { authenticate: Authenticate; team: AdminTeamService };

const done = (message: string) => ({ message });

/**
 * The admins and their roles (decision 0072). Which roles may call each route is declared in
 * server/lib/admin-roles.ts; these are the owner's but `/admin/me`. The invitation's doors are
 * public: the link's token is their only credential.
 */
export function registerAdminTeamRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const admin = access.admin({ budget: 'admin' });

  app.get('/admin/me', { ...access.admin(), schema: { response: { 200: adminMe } } }, (req) =>
    d.team.me(actorOf(req)),
  );

  app.get('/admin/admins', { ...access.admin(), schema: { response: { 200: adminTeam } } }, () =>
    d.team.list(),
  );

  app.post(
    '/admin/invitations',
    {
      ...admin,
      schema: {
        body: inviteAdminRequest,
        response: { 201: adminInvitation, 409: errorBody, 502: errorBody },
      },
    },
    async (req, reply) => reply.status(201).send(await d.team.invite(req.body, actorOf(req))),
  );

  app.delete(
    '/admin/invitations/:invitationId',
    { ...admin, schema: { params: invitationIdParams, response: { 200: messageResponse } } },
    async (req) => {
      await d.team.cancelInvitation(req.params.invitationId, actorOf(req));
      return done('Invitation cancelled');
    },
  );

  app.put(
    '/admin/admins/:adminId/role',
    {
      ...admin,
      schema: {
        params: adminIdParams,
        body: adminRoleRequest,
        response: { 200: adminMe, 409: errorBody },
      },
    },
    (req) => d.team.changeRole(req.params.adminId, req.body.role, actorOf(req)),
  );

  app.delete(
    '/admin/admins/:adminId',
    {
      ...admin,
      schema: { params: adminIdParams, response: { 200: messageResponse, 409: errorBody } },
    },
    async (req) => {
      await d.team.remove(req.params.adminId, actorOf(req));
      return done('Admin removed');
    },
  );

  const open = access.public({ budget: 'auth-limits' });

  app.post(
    '/admin-invitations/check',
    { ...open, schema: { body: invitationCheckRequest, response: { 200: invitationState } } },
    (req) => d.team.check(req.body.token, { address: req.ip }),
  );

  app.post(
    '/admin-invitations/accept',
    {
      ...open,
      schema: {
        body: acceptInvitationRequest,
        response: { 200: acceptInvitationResponse, 400: errorBody, 409: errorBody },
      },
    },
    (req) => d.team.accept(req.body, { address: req.ip }),
  );
}
