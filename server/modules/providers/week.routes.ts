import { daysOff, daysOffBody, workingHours, workingHoursBody } from '#contracts/provider-week';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { WeekService } from './week.service';

type Deps = { authenticate: Authenticate; week: WeekService };

/** The signed-in provider's working hours and days off (decision 0078). */
export function registerWeekRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const own = access.providers({ budget: 'own' });

  app.get(
    '/service-provider/hours',
    { ...access.providers(), schema: { response: { 200: workingHours } } },
    (req) => d.week.hours(actorOf(req).id),
  );

  app.put(
    '/service-provider/hours',
    { ...own, schema: { body: workingHoursBody, response: { 200: workingHours } } },
    (req) => d.week.replaceHours(actorOf(req).id, req.body.hours),
  );

  app.get(
    '/service-provider/days-off',
    { ...access.providers(), schema: { response: { 200: daysOff } } },
    (req) => d.week.daysOff(actorOf(req).id),
  );

  app.put(
    '/service-provider/days-off',
    { ...own, schema: { body: daysOffBody, response: { 200: daysOff } } },
    (req) => d.week.replaceDaysOff(actorOf(req).id, req.body.days),
  );
}
