import { roomRequest } from '#contracts/chat';
import { notificationIdParams, notificationList } from '#contracts/notifications';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { NotificationsService } from './notifications.service';

type Deps = { authenticate: Authenticate; notifications: NotificationsService };

export function registerNotificationRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const either = access.users();

  app.get('/notifications', { ...either, schema: { response: { 200: notificationList } } }, (req) =>
    d.notifications.list(actorOf(req)),
  );

  app.put(
    '/notifications/:notificationId/read',
    {
      ...access.users({ noBody: true, budget: 'own' }),
      schema: { params: notificationIdParams, response: { 200: notificationList } },
    },
    (req) => d.notifications.markRead(actorOf(req), req.params.notificationId),
  );

  /** Marks a room's notifications read (the chat was opened). */
  app.put(
    '/notifications/read',
    {
      ...access.users({ budget: 'own' }),
      schema: { body: roomRequest, response: { 200: notificationList } },
    },
    (req) => d.notifications.markAllRead(actorOf(req), req.body.room),
  );
}
