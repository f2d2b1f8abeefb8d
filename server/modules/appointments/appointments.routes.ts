import { appointment } from '#contracts/appointments';
import { orderIdParams } from '#contracts/orders';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import type { Authenticate } from '../auth/authenticator';
import type { AppointmentProgress } from './appointment-progress';

type Deps = { authenticate: Authenticate; progress: AppointmentProgress };

/** The provider's progress on its booked order: "On my way", then "Started". */
export function registerAppointmentRoutes(app: AppInstance, d: Deps): void {
  const provider = accessRules(d.authenticate).providers({ budget: 'answers-once', noBody: true });
  const schema = { params: orderIdParams, response: { 200: appointment } };

  app.post('/orders/:requestId/on-my-way', { ...provider, schema }, (req) =>
    d.progress.mark(actorOf(req), req.params.requestId, 'on_my_way'),
  );

  app.post('/orders/:requestId/started', { ...provider, schema }, (req) =>
    d.progress.mark(actorOf(req), req.params.requestId, 'started'),
  );
}
