import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { roomOf } from '../../../contracts/chat';
import { fromMinorUnits } from '../../../contracts/money';
import {
  type feedbackRequest,
  type Order,
  OrderMessages,
  type OrderStatusChange,
} from '../../../contracts/orders';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { Actor } from '../auth/authenticator';
import { closeOffers } from '../chat/chat.repo';
import { announceClosedOffers, closedOfferDrafts } from '../chat/offer-events';
import type { NotificationsService } from '../notifications/notifications.service';
import { requestImagePath } from '../requests/requests.service';
import * as repo from './orders.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOrder(row: repo.OrderRow): Order {
  return {
    ...row,
    request_date: row.request_date.toISOString(),
    completed_date: iso(row.completed_date),
    review_date: iso(row.review_date),
    price: row.price_minor === null ? null : fromMinorUnits(row.price_minor),
    image: row.image ? requestImagePath(row.request_id) : null,
  };
}

type Deps = {
  db: Kysely<Database>;
  broadcaster: Broadcaster;
  notifications: NotificationsService;
  clock: Clock;
};

/**
 * Orders are service requests seen after the request form: the client cancels a pending one
 * or completes an accepted one; the assigned provider completes it too; the client rates a
 * completed one once. Each change is a compare-and-set on the request's status.
 */
export function createOrdersService({ db, broadcaster, notifications, clock }: Deps) {
  async function load(requestId: number): Promise<Order> {
    const row = await repo.findOrder(db, requestId);
    if (!row) throw notFound('Order not found.');
    return toOrder(row);
  }

  async function cancel(order: Order): Promise<void> {
    const result = await db.transaction().execute(async (trx) => {
      if (!(await repo.cancel(trx, order.request_id, clock())))
        throw conflict('Only a pending order can be cancelled.');
      const closed = await closeOffers(trx, order.request_id, 'canceled');
      const stored = await notifications.record(
        trx,
        closedOfferDrafts(closed, 'order_cancelled', `${order.client_name} cancelled a request`),
      );
      return { closed, stored };
    });
    announceClosedOffers(broadcaster, result.closed, order.client_id, 'canceled');
    notifications.publish(result.stored);
  }

  async function complete(actor: Actor, order: Order): Promise<void> {
    const spId = order.sp_id;
    if (spId === null) throw conflict('Only an accepted order can be completed.');
    const byClient = actor.role === 'clients';
    const stored = await db.transaction().execute(async (trx) => {
      if (!(await repo.complete(trx, order.request_id, clock())))
        throw conflict('Only an accepted order can be completed.');
      return notifications.record(trx, [
        {
          to: byClient
            ? { id: spId, role: 'serviceproviders' }
            : { id: order.client_id, role: 'clients' },
          kind: 'order_completed',
          message: `${byClient ? order.client_name : order.sp_name} marked "${order.name}" as completed`,
          room: roomOf(order.client_id, spId),
        },
      ]);
    });
    notifications.publish(stored);
  }

  return {
    async clientOrders(actor: Actor, clientId: number): Promise<Order[]> {
      if (actor.id !== clientId) throw forbidden('You can only see your own orders.');
      return (await repo.clientOrders(db, clientId)).map(toOrder);
    },

    async providerOrders(actor: Actor, spId: number): Promise<Order[]> {
      if (actor.id !== spId) throw forbidden('You can only see your own orders.');
      return (await repo.providerOrders(db, spId)).map(toOrder);
    },

    async changeStatus(actor: Actor, requestId: number, change: OrderStatusChange) {
      const order = await load(requestId);
      const isClient = actor.role === 'clients' && order.client_id === actor.id;
      const isProvider = actor.role === 'serviceproviders' && order.sp_id === actor.id;
      // Someone else's order answers as a missing one: no existence leak.
      if (!isClient && !isProvider) throw notFound('Order not found.');
      if (change.status === 'cancelled') {
        if (!isClient) throw forbidden('Only the client can cancel an order.');
        await cancel(order);
      } else {
        await complete(actor, order);
      }
      return load(requestId);
    },

    async feedback(actor: Actor, input: z.output<typeof feedbackRequest>) {
      const order = await load(input.request_id);
      if (order.client_id !== actor.id) throw notFound('Order not found.');
      if (order.status !== 'completed') throw conflict(OrderMessages.notCompleted);
      const saved = await repo.insertFeedback(db, {
        request_id: input.request_id,
        rating: input.rating,
        comment: input.comment,
        created_at: clock(),
      });
      if (!saved) throw conflict(OrderMessages.alreadyRated);
      return load(input.request_id);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
