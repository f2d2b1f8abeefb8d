import {
  calendarFeedMade,
  calendarFeedParams,
  calendarFeedRevoked,
  calendarFeedState,
} from '#contracts/calendars';
import { orderIdParams } from '#contracts/orders';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf, publicAccess } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import { FEED_REFRESH_SECONDS } from './calendar-ics';
import type { CalendarsService } from './calendars.service';

type Deps = { authenticate: Authenticate; calendars: CalendarsService };

const ICS = 'text/calendar; charset=utf-8';

export function registerCalendarRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.get(
    '/orders/:requestId/appointment.ics',
    { ...access.users({ file: true }), schema: { params: orderIdParams } },
    async (req, reply) => {
      const file = await d.calendars.appointmentFile(actorOf(req), req.params.requestId);
      return reply
        .type(ICS)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="order-${req.params.requestId}.ics"`)
        .send(file);
    },
  );

  app.get(
    '/account/calendar-feed',
    { ...access.users(), schema: { response: { 200: calendarFeedState } } },
    (req) => d.calendars.feedState(actorOf(req)),
  );

  app.post(
    '/account/calendar-feed',
    {
      ...access.users({ noBody: true, budget: 'own' }),
      schema: { response: { 201: calendarFeedMade } },
    },
    async (req, reply) => reply.code(201).send(await d.calendars.makeFeed(actorOf(req))),
  );

  app.delete(
    '/account/calendar-feed',
    { ...access.users({ budget: 'own' }), schema: { response: { 200: calendarFeedRevoked } } },
    async (req) => {
      await d.calendars.revokeFeed(actorOf(req));
      return { revoked: true as const };
    },
  );

  // A phone calendar's subscription: the token in the file name is the only credential.
  app.get(
    '/calendar-feed/:file',
    { ...publicAccess({ file: true }), schema: { params: calendarFeedParams } },
    async (req, reply) =>
      reply
        .type(ICS)
        .header('cache-control', `private, max-age=${FEED_REFRESH_SECONDS}`)
        .send(await d.calendars.feed(req.params.file)),
  );
}
