import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { roomOf } from '#contracts/chat';
import { ErrorCode } from '#contracts/errors';
import { fromMinorUnits } from '#contracts/money';
import { scopeOf } from '#contracts/offer-scope';
import {
  type feedbackRequest,
  type Order,
  type OrderCounts,
  type OrderPage,
  type OrderStatusChange,
  type orderListQuery,
  orderStage,
  type reviewReplyRequest,
  SPEC_ORDERS_PAGE,
} from '#contracts/orders';
import type { Language } from '#locales/languages';
import type { Database } from '../../db/schema';
import type { HideValues } from '../../db/schema-moderation';
import type { EventOutbox } from '../../events/event-outbox';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { appointmentRead } from '../appointments/appointment-booking';
import type { Actor } from '../auth/authenticator';
import type { OffersService } from '../offers/offers.service';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import { whenOf } from '../requests/request-when';
import { requestImagePath } from '../requests/requests.service';
import * as repo from './orders.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** An instant read through JSON (its form differs by engine) as ISO 8601. */
const isoOf = (d: Date | string) => new Date(d).toISOString();

/**
 * An order as its parties read it; its booked time comes in the same row. Each field is named,
 * not spread from the row: a page maps up to 100 rows per read (decision 0097).
 */
export function toOrder(row: repo.OrderRow): Order {
  return {
    request_id: row.request_id,
    name: row.name,
    service_id: row.service_id,
    category_id: row.category_id,
    city_id: row.city_id,
    description: row.description,
    address: row.address,
    city: row.city,
    sp_id: row.sp_id,
    sp_name: row.sp_name,
    client_id: row.client_id,
    client_name: row.client_name,
    repeat_jobs: row.repeat_jobs,
    request_date: row.request_date.toISOString(),
    price: row.price_minor === null ? null : fromMinorUnits(row.price_minor),
    status: row.status,
    completed_date: iso(row.completed_date),
    rating: row.rating,
    review: row.review,
    review_date: iso(row.review_date),
    reply: row.reply,
    reply_date: iso(row.reply_date),
    image: row.image ? requestImagePath(row.request_id) : null,
    negotiation: row.negotiation.map((step) => ({
      offer_id: step.offer_id,
      made_by: step.made_by,
      price: fromMinorUnits(Number(step.price_minor)),
      status: step.status,
    })),
    scope: row.agreed ? scopeOf(row.agreed) : null,
    dispute: row.dispute,
    when: whenOf(row),
    appointment: row.appointment ? appointmentRead(row.appointment) : null,
    reschedules: row.reschedules.map((c) => ({
      ...c,
      old_starts_at: isoOf(c.old_starts_at),
      old_ends_at: isoOf(c.old_ends_at),
      new_starts_at: isoOf(c.new_starts_at),
      new_ends_at: isoOf(c.new_ends_at),
      created_at: isoOf(c.created_at),
      decided_at: c.decided_at === null ? null : isoOf(c.decided_at),
    })),
  };
}

const alreadyReplied = () =>
  new AppError(ErrorCode.reviewAlreadyReplied, 409, 'errors.codes.review.already_replied');
const notPending = () =>
  new AppError(ErrorCode.orderNotPending, 409, 'errors.codes.order.not_pending');
const notAccepted = () =>
  new AppError(ErrorCode.orderNotAccepted, 409, 'errors.codes.order.not_accepted');

type Deps = {
  db: Kysely<Database>;
  events: EventOutbox;
  requests: RequestLifecycle;
  offers: OffersService;
  clock: Clock;
};

/**
 * Orders are service requests seen after the request form: the client cancels a pending one
 * or completes an accepted one; the assigned provider completes it too; the client rates a
 * completed one once. Each change is a compare-and-set on the request's status.
 */
export function createOrdersService({ db, events, requests, offers, clock }: Deps) {
  async function load(requestId: number, language: Language = 'en'): Promise<Order> {
    const row = await repo.findOrder(db, requestId, language);
    if (!row) throw notFound('orders.errors.notFound');
    return toOrder(row);
  }

  async function cancel(order: Order): Promise<void> {
    const now = clock();
    await events.transaction(async (trx, record) => {
      if (!(await requests.cancel(trx, order.request_id, now))) throw notPending();
      const closed = await offers.closeAllOf(trx, order.request_id, 'canceled', now);
      const subject = { entity: 'order', id: order.request_id } as const;
      await record({
        type: 'order.cancelled',
        subject,
        notices: offers.providerNotices(
          closed,
          { kind: 'order_cancelled', params: { name: order.client_name } },
          subject,
        ),
        live: offers.closedUpdates(closed, 'canceled'),
      });
    });
  }

  async function complete(actor: Actor, order: Order): Promise<void> {
    const spId = order.sp_id;
    if (spId === null) throw notAccepted();
    const byClient = actor.role === 'clients';
    // Its notice names the service by id, in the reader's language when read (decision 0062).
    const request = await requests.find(order.request_id);
    if (!request) throw notAccepted();
    await events.transaction(async (trx, record) => {
      if (!(await requests.complete(trx, order.request_id, clock()))) throw notAccepted();
      await record({
        type: 'order.completed',
        subject: { entity: 'order', id: order.request_id },
        notices: [
          {
            to: byClient
              ? { id: spId, role: 'serviceproviders' }
              : { id: order.client_id, role: 'clients' },
            kind: 'order_completed',
            params: {
              name: (byClient ? order.client_name : order.sp_name) ?? '',
              service: order.name,
              service_id: request.service_id,
            },
            chat: roomOf(order.client_id, spId),
          },
        ],
      });
    });
  }

  return {
    /**
     * For the moderation module, inside its transaction: a moderator hides a review (decision
     * 0067); it leaves every list and its provider's rating. The review's author and provider,
     * or undefined when it has none or it is hidden already.
     */
    hideReview: (trx: Transaction<Database>, requestId: number, hide: HideValues) =>
      repo.hideFeedback(trx, requestId, hide),

    /** One order as its parties see it, whoever asks: callers check who may see it. */
    find: load,

    /** The spec's door: the client's first page of orders, in the spec's shape. */
    async clientOrders(actor: Actor, clientId: number, language: Language): Promise<Order[]> {
      if (actor.id !== clientId) throw forbidden('orders.errors.ownOnly');
      const slice = { statuses: [], limit: SPEC_ORDERS_PAGE };
      return (await repo.clientOrders(db, clientId, slice, language)).map(toOrder);
    },

    /** The spec's door: the provider's first page of orders, in the spec's shape. */
    async providerOrders(actor: Actor, spId: number, language: Language): Promise<Order[]> {
      if (actor.id !== spId) throw forbidden('orders.errors.ownOnly');
      const slice = { statuses: [], limit: SPEC_ORDERS_PAGE };
      return (await repo.providerOrders(db, spId, slice, language)).map(toOrder);
    },

    /** The caller's orders (a client's, or a provider's list), a page at a time. */
    async list(
      actor: Actor,
      query: z.output<typeof orderListQuery>,
      language: Language,
    ): Promise<OrderPage> {
      const slice = {
        statuses: query.status ? [query.status] : [],
        afterId: decodeCursor(query.cursor, ['number'] as const)?.[0],
        limit: query.limit + 1,
      };
      const rows =
        actor.role === 'clients'
          ? await repo.clientOrders(db, actor.id, slice, language)
          : await repo.providerOrders(db, actor.id, slice, language);
      const page = pageOf(
        rows,
        query.limit,
        (r) => [r.request_id],
        (r) => r,
      );
      return { ...page, items: page.items.map(toOrder) };
    },

    /** How many of the caller's orders stand at each stage (a provider's: the requests it won). */
    async counts(actor: Actor): Promise<OrderCounts> {
      const rows =
        actor.role === 'clients'
          ? await repo.clientCounts(db, actor.id)
          : await repo.providerOwnCounts(db, actor.id);
      const counts: OrderCounts = { total: 0, pending: 0, accepted: 0, completed: 0, cancelled: 0 };
      for (const row of rows) {
        const stage = orderStage({
          status: row.status,
          completed_date: row.completed ? 'set' : null,
        });
        counts[stage] += row.n;
        counts.total += row.n;
      }
      return counts;
    },

    /** One of the caller's orders, by id (a notification opens it); anyone else's is missing. */
    async one(actor: Actor, requestId: number, language: Language): Promise<Order> {
      const order = await load(requestId, language);
      const isParty =
        (actor.role === 'clients' && order.client_id === actor.id) ||
        (actor.role === 'serviceproviders' && order.sp_id === actor.id);
      if (!isParty) throw notFound('orders.errors.notFound');
      return order;
    },

    async changeStatus(actor: Actor, requestId: number, change: OrderStatusChange) {
      const order = await load(requestId);
      const isClient = actor.role === 'clients' && order.client_id === actor.id;
      const isProvider = actor.role === 'serviceproviders' && order.sp_id === actor.id;
      // Someone else's order answers as a missing one: no existence leak.
      if (!isClient && !isProvider) throw notFound('orders.errors.notFound');
      if (change.status === 'cancelled') {
        if (!isClient) throw forbidden('orders.errors.clientCancels');
        await cancel(order);
      } else {
        await complete(actor, order);
      }
      return load(requestId);
    },

    async feedback(actor: Actor, input: z.output<typeof feedbackRequest>) {
      const order = await load(input.request_id);
      if (order.client_id !== actor.id) throw notFound('orders.errors.notFound');
      if (order.status !== 'completed') throw conflict('orders.errors.notCompleted');
      const saved = await repo.insertFeedback(db, {
        request_id: input.request_id,
        rating: input.rating,
        comment: input.comment,
        created_at: clock(),
      });
      if (!saved) throw conflict('orders.errors.alreadyRated');
      return load(input.request_id);
    },

    /**
     * The provider's one reply to the review of its order. Someone else's order, or one
     * without a review, answers as a missing review; a second reply is a conflict.
     */
    async replyToReview(
      actor: Actor,
      requestId: number,
      input: z.output<typeof reviewReplyRequest>,
    ) {
      const row = await repo.findOrder(db, requestId);
      if (!row || row.sp_id !== actor.id || row.rating === null) {
        throw notFound('orders.errors.reviewNotFound');
      }
      const saved = await repo.insertReply(db, requestId, input.reply, clock());
      if (!saved) throw alreadyReplied();
      return load(requestId);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
