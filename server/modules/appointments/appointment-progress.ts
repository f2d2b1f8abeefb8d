import type { Appointment } from '#contracts/appointments';
import { ErrorCode } from '#contracts/errors';
import type { TextKey } from '#locales/catalog';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import type { OrdersService } from '../orders/orders.service';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import { progressNotice } from './appointment-notices';
import { appointmentRead } from './appointment-read';
import * as repo from './appointments.repo';

const refused = (code: ErrorCode, key: TextKey) => new AppError(code, 409, key);

export type ProgressStep = 'on_my_way' | 'started';

const STEPS = {
  on_my_way: { kind: 'provider_on_way', type: 'order.on_my_way', mark: repo.markOnMyWay },
  started: { kind: 'provider_started', type: 'order.started', mark: repo.markStarted },
} as const;

/**
 * The provider's progress on a booked order (decision 0076): "On my way", then "Started" (or
 * "Started" alone), each once, told to the client through the side-effects seam; its open
 * order page hears of it as of any change of the order.
 */
export function createAppointmentProgress(d: {
  events: EventOutbox;
  requests: RequestLifecycle;
  orders: OrdersService;
  clock: Clock;
}) {
  /** Why the step was refused, read after the compare-and-set found nothing to change. */
  function whyNot(row: repo.AppointmentRow | undefined, step: ProgressStep): AppError {
    if (!row) return refused(ErrorCode.appointmentNotBooked, 'errors.codes.appointment.not_booked');
    if (row.cancelled_at)
      return refused(ErrorCode.appointmentCancelled, 'errors.codes.appointment.cancelled');
    if (row.started_at)
      return refused(
        ErrorCode.appointmentAlreadyStarted,
        'errors.codes.appointment.already_started',
      );
    if (step === 'on_my_way' && row.on_my_way_at)
      return refused(
        ErrorCode.appointmentAlreadyOnMyWay,
        'errors.codes.appointment.already_on_my_way',
      );
    return refused(ErrorCode.conflict, 'errors.codes.conflict');
  }

  return {
    async mark(actor: Actor, requestId: number, step: ProgressStep): Promise<Appointment> {
      const request = await d.requests.find(requestId);
      // Only the order's provider: anyone else's order answers as a missing one.
      if (!request || request.sp_id !== actor.id) throw notFound('orders.errors.notFound');
      if (request.status !== 'accepted')
        throw refused(ErrorCode.orderNotAccepted, 'errors.codes.order.not_accepted');
      const order = await d.orders.find(requestId);
      const { kind, type, mark } = STEPS[step];
      return d.events.transaction(async (trx, record) => {
        const row = await mark(trx, requestId, d.clock());
        if (!row) throw whyNot(await repo.appointmentOf(trx, requestId), step);
        await record({
          type,
          subject: { entity: 'order', id: requestId },
          notices: [
            progressNotice(kind, {
              client_id: row.client_id,
              sp_id: row.sp_id,
              service_id: request.service_id,
              service: order.name,
              sp_name: order.sp_name ?? '',
            }),
          ],
        });
        return appointmentRead(row);
      });
    },
  };
}

export type AppointmentProgress = ReturnType<typeof createAppointmentProgress>;
