import {
  adminLoginCodeRequest,
  adminLoginRequest,
  adminLoginResponse,
  clientRegistrationRequest,
  forgotPasswordRequest,
  languageRequest,
  loginCodeRequest,
  loginCodeResponse,
  loginRequest,
  loginResponse,
  messageResponse,
  providerRegistrationRequest,
  resetLinkCheckRequest,
  resetLinkState,
  resetPasswordRequest,
  verifyResponse,
} from '#contracts/auth';
import { errorBody, errorBodyWithSpecMessage } from '#contracts/errors';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from './authenticator';
import type { createLoginService } from './login.service';
import type { createPasswordResetService } from './password-reset.service';
import type { createRegistrationService } from './registration.service';
import type { SessionService } from './sessions.service';

type AuthServices = {
  authenticate: Authenticate;
  registration: ReturnType<typeof createRegistrationService>;
  login: ReturnType<typeof createLoginService>;
  passwordReset: ReturnType<typeof createPasswordResetService>;
  sessions: SessionService;
};

export function registerAuthRoutes(app: AppInstance, s: AuthServices): void {
  const access = accessRules(s.authenticate);
  // The spec's callers read a top-level `message` on these errors (errorBodyWithSpecMessage).
  const spec = errorBodyWithSpecMessage;
  const created = { schema: { response: { 201: messageResponse, 409: spec } } };
  const open = access.public({ budget: 'auth-limits' });

  app.post(
    '/register/client',
    {
      ...open,
      schema: { body: clientRegistrationRequest, ...created.schema },
    },
    async (req, reply) =>
      reply.status(201).send(await s.registration.registerClient(req.body, { address: req.ip })),
  );

  app.post(
    '/register/sp',
    {
      ...open,
      schema: { body: providerRegistrationRequest, ...created.schema },
    },
    async (req, reply) =>
      reply.status(201).send(await s.registration.registerProvider(req.body, { address: req.ip })),
  );

  app.post(
    '/login',
    {
      ...open,
      // 403: the account is suspended (decision 0068).
      schema: { body: loginRequest, response: { 200: loginResponse, 401: spec, 403: errorBody } },
    },
    (req) => s.login.login(req.body, { address: req.ip }),
  );

  app.post(
    '/LoginAdmin',
    {
      ...open,
      schema: { body: adminLoginRequest, response: { 200: adminLoginResponse, 401: spec } },
    },
    (req) => s.login.adminLogin(req.body, { address: req.ip }),
  );

  app.post(
    '/login/code',
    {
      ...open,
      schema: { body: loginCodeRequest, response: { 200: loginCodeResponse } },
    },
    (req) => s.login.requestCode(req.body.email, { address: req.ip }),
  );

  app.post(
    '/LoginAdmin/code',
    {
      ...open,
      schema: { body: adminLoginCodeRequest, response: { 200: loginCodeResponse } },
    },
    (req) => s.login.requestAdminCode(req.body.username, { address: req.ip }),
  );

  app.post(
    '/forgotpassword',
    {
      ...open,
      schema: {
        body: forgotPasswordRequest,
        response: { 200: messageResponse, 404: spec, 502: errorBody },
      },
    },
    (req) => s.passwordReset.sendLink(req.body.email, { address: req.ip }),
  );

  app.post(
    '/resetpassword',
    {
      ...open,
      schema: { body: resetPasswordRequest, response: { 200: messageResponse, 400: spec } },
    },
    (req) => s.passwordReset.reset(req.body, { address: req.ip }),
  );

  // Read-only: the reset page shows "used or expired" before asking for a new password.
  app.post(
    '/resetpassword/check',
    {
      ...open,
      schema: { body: resetLinkCheckRequest, response: { 200: resetLinkState } },
    },
    (req) => s.passwordReset.check(req.body, { address: req.ip }),
  );

  app.post(
    '/logout',
    {
      ...access.signedIn({ noBody: true, budget: 'own' }),
      schema: { response: { 200: messageResponse } },
    },
    (req) => s.sessions.logout(actorOf(req)),
  );

  app.put(
    '/account/language',
    {
      ...access.users({ budget: 'own' }),
      schema: { body: languageRequest, response: { 200: languageRequest } },
    },
    (req) => s.sessions.setLanguage(actorOf(req), req.body.language),
  );

  for (const [path, role] of [
    ['/verify-client', 'clients'],
    ['/verify-serviceprovider', 'serviceproviders'],
  ] as const) {
    app.get(
      path,
      {
        ...(role === 'clients' ? access.clients() : access.providers()),
        schema: { response: { 200: verifyResponse } },
      },
      (req) => ({ user_ID: actorOf(req).id, role }),
    );
  }
}
