import { errorBody } from '#contracts/errors';
import {
  reinstateRequest,
  suspendRequest,
  suspensionState,
  userDetail,
  userIdParams,
  userPage,
  userSearchQuery,
} from '#contracts/users';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { UsersService } from './users.service';

type Deps = { authenticate: Authenticate; users: UsersService };

/** The users desk (decision 0068): the admin's only. */
export function registerUsersRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const refusals = { 403: errorBody, 404: errorBody, 409: errorBody };

  app.get(
    '/admin/users',
    { ...access.admin(), schema: { querystring: userSearchQuery, response: { 200: userPage } } },
    (req) => d.users.search(req.query),
  );

  app.get(
    '/admin/users/:accountId',
    {
      ...access.admin(),
      schema: { params: userIdParams, response: { 200: userDetail, 404: errorBody } },
    },
    (req) => d.users.detail(req.params.accountId, readerLanguage(req)),
  );

  app.post(
    '/admin/users/:accountId/suspend',
    {
      ...access.admin({ budget: 'admin' }),
      schema: {
        params: userIdParams,
        body: suspendRequest,
        response: { 200: suspensionState, ...refusals },
      },
    },
    (req) => d.users.suspend(actorOf(req), req.params.accountId, req.body),
  );

  app.post(
    '/admin/users/:accountId/reinstate',
    {
      ...access.admin({ budget: 'admin' }),
      schema: {
        params: userIdParams,
        body: reinstateRequest,
        response: { 200: suspensionState, ...refusals },
      },
    },
    (req) => d.users.reinstate(actorOf(req), req.params.accountId, req.body),
  );
}
