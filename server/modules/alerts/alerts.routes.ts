import { alertSettings, alertSettingsUpdate } from '#contracts/alerts';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { Alerts } from './alerts.service';

export function registerAlertRoutes(
  app: AppInstance,
  d: { authenticate: Authenticate; alerts: Alerts },
): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/account/alert-settings',
    { ...access.users(), schema: { response: { 200: alertSettings } } },
    (req) => d.alerts.settings(actorOf(req)),
  );

  app.put(
    '/account/alert-settings',
    {
      ...access.users({ budget: 'own' }),
      schema: { body: alertSettingsUpdate, response: { 200: alertSettings } },
    },
    (req) => d.alerts.updateSettings(actorOf(req), req.body),
  );
}
