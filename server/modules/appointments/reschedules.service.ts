import type { Transaction } from 'kysely';
import type { Party } from '#contracts/appointments';
import { roomOf } from '#contracts/chat';
import type { Notice } from '#contracts/domain-events';
import { ErrorCode } from '#contracts/errors';
import type { Order } from '#contracts/orders';
import { DEFAULT_TIME_ZONE } from '#contracts/request-when';
import {
  isLateCancellation,
  LATE_CANCEL_HOURS,
  type RescheduleAnswer,
  type RescheduleRequest,
} from '#contracts/reschedules';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import type { OffersService } from '../offers/offers.service';
import type { OrdersService } from '../orders/orders.service';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import { slotColumns } from '../requests/request-when';
import { type AppointmentRow, appointmentOf, overlapping } from './appointments.repo';
import * as repo from './reschedules.repo';

type Trx = Transaction<Database>;

const errors = {
  notBooked: () =>
    new AppError(ErrorCode.appointmentNotBooked, 409, 'errors.codes.appointment.not_booked'),
  cancelled: () =>
    new AppError(ErrorCode.appointmentCancelled, 409, 'errors.codes.appointment.cancelled'),
  started: () =>
    new AppError(
      ErrorCode.appointmentAlreadyStarted,
      409,
      'errors.codes.appointment.already_started',
    ),
  open: () => new AppError(ErrorCode.rescheduleOpen, 409, 'errors.codes.reschedule.open'),
  notOpen: () => new AppError(ErrorCode.rescheduleNotOpen, 409, 'errors.codes.reschedule.not_open'),
  own: () => new AppError(ErrorCode.rescheduleOwn, 403, 'errors.codes.reschedule.own'),
  notYours: () =>
    new AppError(ErrorCode.rescheduleNotYours, 403, 'errors.codes.reschedule.not_yours'),
  sameTime: () =>
    new AppError(ErrorCode.rescheduleSameTime, 400, 'errors.codes.reschedule.same_time'),
  ended: () => new AppError(ErrorCode.rescheduleEnded, 409, 'errors.codes.reschedule.ended'),
  /** The provider's other booked job at that time, named so the app can ask first. */
  clash: (requestId: number) =>
    new AppError(ErrorCode.rescheduleClash, 409, {
      key: 'errors.codes.reschedule.clash',
      params: { request_id: requestId },
    }),
};

type Deps = {
  events: EventOutbox;
  requests: RequestLifecycle;
  offers: OffersService;
  orders: OrdersService;
  clock: Clock;
};

/** The caller's side of the order; anyone else's order answers as a missing one. */
function sideOf(actor: Actor, order: Order): Party {
  const isClient = actor.role === 'clients' && order.client_id === actor.id;
  const isProvider = actor.role === 'serviceproviders' && order.sp_id === actor.id;
  if (isClient) return 'clients';
  if (isProvider) return 'serviceproviders';
  throw notFound('orders.errors.notFound');
}

/** A booked time still to come: the order accepted, its appointment neither cancelled nor begun. */
async function liveAppointment(trx: Trx, requests: RequestLifecycle, requestId: number) {
  const request = await requests.lock(trx, requestId);
  const booked = await appointmentOf(trx, requestId);
  if (!booked) throw errors.notBooked();
  if (booked.cancelled_at) throw errors.cancelled();
  if (booked.started_at) throw errors.started();
  if (request?.status !== 'accepted') throw errors.notBooked();
  return { booked, request };
}

type Slot = { starts_at: Date; ends_at: Date };

/**
 * The provider moving its job onto the time of another of its booked jobs is asked first, as
 * booking one is (decision 0075): refused 409 reschedule.clash unless it confirms. The client
 * has no other jobs of this provider's to clash with.
 */
async function refuseClash(
  trx: Trx,
  o: { by: Party; spId: number; requestId: number; to: Slot; confirmed: boolean | undefined },
) {
  if (o.by !== 'serviceproviders' || o.confirmed) return;
  const booked = await overlapping(trx, o.spId, o.to.starts_at, o.to.ends_at);
  const other = booked.find((b) => b.request_id !== o.requestId);
  if (other) throw errors.clash(other.request_id);
}

const slotParams = (starts: Date, ends: Date, zone: string) => ({
  when_kind: 'range' as const,
  starts_at: starts.toISOString(),
  ends_at: ends.toISOString(),
  time_zone: zone,
});

/**
 * Rescheduling and late cancellation of a booked job (issue 29 item 5, decision 0077). Either
 * party proposes a new time; the other accepts (the appointment moves) or declines; the
 * proposer may withdraw. Either party cancels the booking before the job started; inside
 * LATE_CANCEL_HOURS of the start it is a late cancellation. Each change tells the other party.
 */
export function createReschedulesService({ events, requests, offers, orders, clock }: Deps) {
  /** What the other party's notice names: the caller, the service, the chat. */
  function noticeTo(order: Order, by: Party, serviceId: number) {
    const spId = order.sp_id ?? 0;
    const toClient = by === 'serviceproviders';
    return {
      to: toClient
        ? { id: order.client_id, role: 'clients' as const }
        : { id: spId, role: 'serviceproviders' as const },
      chat: roomOf(order.client_id, spId),
      named: {
        name: (toClient ? order.sp_name : order.client_name) ?? '',
        service: order.name,
        service_id: serviceId,
      },
    };
  }

  /** The order (a party's only), the caller's side, its service's id, and the clock's now. */
  async function begin(actor: Actor, requestId: number) {
    const order = await orders.find(requestId);
    const by = sideOf(actor, order);
    const serviceId = (await requests.find(requestId))?.service_id ?? 0;
    return { order, by, serviceId, now: clock() };
  }

  return {
    /** A party proposes a new time for the booked job (one open proposal per order). */
    async propose(actor: Actor, requestId: number, input: RescheduleRequest, language: Language) {
      const { order, by, serviceId, now } = await begin(actor, requestId);
      const { confirm_clash: confirmed, ...wanted } = input;
      await events.transaction(async (trx, record) => {
        const { booked } = await liveAppointment(trx, requests, requestId);
        const slot = slotColumns({ kind: 'range', ...wanted }, booked.time_zone, now);
        const to = { starts_at: slot.slot_start as Date, ends_at: slot.slot_end as Date };
        if (sameTime(booked, to)) throw errors.sameTime();
        if (await repo.openChangeOf(trx, requestId)) throw errors.open();
        await refuseClash(trx, { by, spId: booked.sp_id, requestId, to, confirmed });
        await repo.insertChange(
          trx,
          {
            request_id: requestId,
            proposed_by: by,
            old_starts_at: booked.starts_at,
            old_ends_at: booked.ends_at,
            new_starts_at: to.starts_at,
            new_ends_at: to.ends_at,
          },
          now,
        );
        const { to: recipient, chat, named } = noticeTo(order, by, serviceId);
        const params = {
          ...named,
          change: 'proposed' as const,
          ...slotParams(to.starts_at, to.ends_at, booked.time_zone),
        };
        await record({
          type: 'order.reschedule_proposed',
          subject: { entity: 'order', id: requestId },
          notices: [{ to: recipient, kind: 'reschedule', params, chat }],
        });
      });
      return orders.find(requestId, language);
    },

    /**
     * The other party accepts (the appointment moves, its reminders follow the new time; a
     * provider confirms a clash with another of its jobs) or declines the proposal; its
     * proposer withdraws it.
     */
    async answer(
      actor: Actor,
      requestId: number,
      changeId: number,
      answer: RescheduleAnswer,
      language: Language,
      confirmed?: boolean,
    ) {
      const { order, by, serviceId, now } = await begin(actor, requestId);
      await events.transaction(async (trx, record) => {
        await requests.lock(trx, requestId);
        const change = await repo.changeOf(trx, requestId, changeId);
        if (!change) throw notFound('orders.errors.notFound');
        if (change.status !== 'proposed') throw errors.notOpen();
        const mine = change.proposed_by === by;
        if (answer === 'withdraw' && !mine) throw errors.notYours();
        if (answer !== 'withdraw' && mine) throw errors.own();
        if (answer === 'accept') {
          const { booked } = await liveAppointment(trx, requests, requestId);
          if (change.new_ends_at.getTime() <= now.getTime()) throw errors.ended();
          const from = { starts_at: change.old_starts_at, ends_at: change.old_ends_at };
          const to = { starts_at: change.new_starts_at, ends_at: change.new_ends_at };
          await refuseClash(trx, { by, spId: booked.sp_id, requestId, to, confirmed });
          if (
            !sameTime(booked, from) ||
            !(await repo.moveAppointment(trx, requestId, from, to, now))
          )
            throw errors.notOpen();
        }
        const status = DECIDED[answer];
        if (!(await repo.decideChange(trx, changeId, status, now))) throw errors.notOpen();
        const { to: recipient, chat, named } = noticeTo(order, by, serviceId);
        const zone = (await appointmentOf(trx, requestId))?.time_zone ?? DEFAULT_TIME_ZONE;
        const params = {
          ...named,
          change: status,
          ...slotParams(change.new_starts_at, change.new_ends_at, zone),
        };
        await record({
          type: EVENT_OF[answer],
          subject: { entity: 'order', id: requestId },
          notices: [{ to: recipient, kind: 'reschedule', params, chat }],
        });
      });
      return orders.find(requestId, language);
    },

    /**
     * A party cancels the booked job before it started: the order is cancelled, its open offers
     * and open proposal close, and a cancellation inside LATE_CANCEL_HOURS of the start is
     * marked late (the provider's count on its public page).
     */
    async cancel(actor: Actor, requestId: number, language: Language) {
      const { order, by, serviceId, now } = await begin(actor, requestId);
      await events.transaction(async (trx, record) => {
        const { booked } = await liveAppointment(trx, requests, requestId);
        const late = isLateCancellation(booked, by, now);
        if (!(await requests.cancelBooking(trx, requestId, now))) throw errors.notBooked();
        if (!(await repo.cancelAppointment(trx, requestId, { by, late }, now)))
          throw errors.cancelled();
        const open = await repo.openChangeOf(trx, requestId);
        // Cancelling ends an open proposal: the proposer's withdrawn, the other side's declined.
        if (open)
          await repo.decideChange(
            trx,
            open.change_id,
            open.proposed_by === by ? 'withdrawn' : 'declined',
            now,
          );
        const closed = await offers.closeAllOf(trx, requestId, 'canceled', now);
        const { to: recipient, chat, named } = noticeTo(order, by, serviceId);
        const notice: Notice = {
          to: recipient,
          kind: 'booking_cancelled',
          params: {
            ...named,
            late: late ? 1 : 0,
            hours: LATE_CANCEL_HOURS,
            ...slotParams(booked.starts_at, booked.ends_at, booked.time_zone),
          },
          chat,
        };
        await record({
          type: 'order.cancelled',
          subject: { entity: 'order', id: requestId },
          notices: [notice],
          live: offers.closedUpdates(closed, 'canceled'),
        });
      });
      return orders.find(requestId, language);
    },
  };
}

const DECIDED = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const;
const EVENT_OF = {
  accept: 'order.rescheduled',
  decline: 'order.reschedule_declined',
  withdraw: 'order.reschedule_withdrawn',
} as const;

function sameTime(booked: AppointmentRow, slot: Slot) {
  return (
    booked.starts_at.getTime() === slot.starts_at.getTime() &&
    booked.ends_at.getTime() === slot.ends_at.getTime()
  );
}

export type ReschedulesService = ReturnType<typeof createReschedulesService>;
