import type { FastifyInstance } from 'fastify';
import {
  notificationSettings,
  notificationSettingsUpdate,
  unsubscribeQuery,
  unsubscribeRequest,
  unsubscribeState,
} from '#contracts/email-notifications';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf, publicAccess } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { EmailNotifications } from './email-notifications.service';

type Deps = { authenticate: Authenticate; emails: EmailNotifications };

/** Mail programs post `List-Unsubscribe=One-Click` as a form (RFC 8058): read, not used. */
function acceptForms(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
}

export function registerEmailNotificationRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/account/notification-settings',
    { ...access.users(), schema: { response: { 200: notificationSettings } } },
    (req) => d.emails.settings(actorOf(req)),
  );

  app.put(
    '/account/notification-settings',
    {
      ...access.users({ budget: 'own' }),
      schema: { body: notificationSettingsUpdate, response: { 200: notificationSettings } },
    },
    (req) => d.emails.updateSettings(actorOf(req), req.body),
  );

  // An email's unsubscribe link, opened signed in or not: the token is the only credential.
  app.get(
    '/email-unsubscribe',
    {
      ...publicAccess(),
      schema: { querystring: unsubscribeQuery, response: { 200: unsubscribeState } },
    },
    (req) => d.emails.unsubscribeState(req.query.token),
  );

  app.post(
    '/email-unsubscribe',
    {
      ...publicAccess({ budget: 'own' }),
      schema: { body: unsubscribeRequest, response: { 200: unsubscribeState } },
    },
    (req) => d.emails.unsubscribe(req.body.token),
  );

  void app.register(async (scope: AppInstance) => {
    acceptForms(scope);
    scope.post(
      '/email-unsubscribe/one-click',
      {
        ...publicAccess({ noBody: true, budget: 'own' }),
        schema: { querystring: unsubscribeQuery, response: { 200: unsubscribeState } },
      },
      (req) => d.emails.unsubscribe(req.query.token),
    );
  });
}
