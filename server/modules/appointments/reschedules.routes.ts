import { order, orderIdParams } from '#contracts/orders';
import {
  acceptRescheduleRequest,
  RESCHEDULE_ANSWERS,
  rescheduleParams,
  rescheduleRequest,
} from '#contracts/reschedules';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { ReschedulesService } from './reschedules.service';

type Deps = { authenticate: Authenticate; reschedules: ReschedulesService };

/**
 * Rescheduling and cancelling a booked job (decision 0077), the parties only. Each answers the
 * order as it stands after the change.
 */
export function registerRescheduleRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);

  app.post(
    '/orders/:requestId/reschedule',
    {
      ...access.users({ budget: 'reschedules' }),
      schema: { params: orderIdParams, body: rescheduleRequest, response: { 200: order } },
    },
    (req) =>
      d.reschedules.propose(actorOf(req), req.params.requestId, req.body, readerLanguage(req)),
  );

  app.post(
    '/orders/:requestId/reschedule/:changeId/accept',
    {
      ...access.users({ budget: 'answers-once' }),
      schema: { params: rescheduleParams, body: acceptRescheduleRequest, response: { 200: order } },
    },
    (req) =>
      d.reschedules.answer(
        actorOf(req),
        req.params.requestId,
        req.params.changeId,
        'accept',
        readerLanguage(req),
        req.body?.confirm_clash,
      ),
  );

  for (const answer of RESCHEDULE_ANSWERS.filter((a) => a !== 'accept')) {
    app.post(
      `/orders/:requestId/reschedule/:changeId/${answer}`,
      {
        ...access.users({ budget: 'answers-once', noBody: true }),
        schema: { params: rescheduleParams, response: { 200: order } },
      },
      (req) =>
        d.reschedules.answer(
          actorOf(req),
          req.params.requestId,
          req.params.changeId,
          answer,
          readerLanguage(req),
        ),
    );
  }

  app.post(
    '/orders/:requestId/cancel',
    {
      ...access.users({ budget: 'answers-once', noBody: true }),
      schema: { params: orderIdParams, response: { 200: order } },
    },
    (req) => d.reschedules.cancel(actorOf(req), req.params.requestId, readerLanguage(req)),
  );
}
