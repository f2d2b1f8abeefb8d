import {
  pushDevice,
  pushDeviceList,
  pushDeviceParams,
  pushDeviceRemoved,
  pushPublicKey,
  pushSubscriptionRequest,
} from '#contracts/push';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { PushSubscriptions } from './push-subscriptions.service';

type Deps = { authenticate: Authenticate; subscriptions: PushSubscriptions };

export function registerPushSubscriptionRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/push/public-key',
    { ...access.users(), schema: { response: { 200: pushPublicKey } } },
    () => d.subscriptions.publicKey(),
  );

  app.get(
    '/account/push-subscriptions',
    { ...access.users(), schema: { response: { 200: pushDeviceList } } },
    (req) => d.subscriptions.list(actorOf(req)),
  );

  app.post(
    '/account/push-subscriptions',
    {
      ...access.users({ budget: 'own' }),
      schema: { body: pushSubscriptionRequest, response: { 200: pushDevice } },
    },
    (req) => d.subscriptions.subscribe(actorOf(req), req.body, req.headers['user-agent']),
  );

  app.delete(
    '/account/push-subscriptions/:id',
    {
      ...access.users({ budget: 'own' }),
      schema: { params: pushDeviceParams, response: { 200: pushDeviceRemoved } },
    },
    (req) => d.subscriptions.remove(actorOf(req), req.params.id),
  );
}
