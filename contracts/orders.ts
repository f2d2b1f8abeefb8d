import { z } from 'zod';
import { appointment } from './appointments';
import { cursorPage, cursorQuery, idString, idValue, requiredText, text } from './common';
import { offerScope } from './offer-scope';
import { negotiationStep } from './offers';
import { requestWhen } from './request-when';
import { requestStatus } from './requests';
import { reschedule } from './reschedules';

/** Descriptions are cut at 30 characters in order and history tables, review comments at 50. */
export const DESCRIPTION_CUT = 30;
export const REVIEW_CUT = 50;

/** The spec's badge colours, as theme colours. */
export const ORDER_BADGE_COLORS = {
  pending: 'yellow',
  accepted: 'blue',
  completed: 'green',
  cancelled: 'red',
  expired: 'gray',
  disputed: 'orange',
} as const;

export const order = z.object({
  request_id: z.number().int(),
  /** The service's name. */
  name: z.string(),
  /** The service, its category and the city, by id: what "Hire again" files (decision 0081). */
  service_id: z.number().int(),
  category_id: z.number().int(),
  city_id: z.number().int(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  sp_id: z.number().int().nullable(),
  sp_name: z.string().nullable(),
  client_id: z.number().int(),
  client_name: z.string(),
  /**
   * The client's completed orders with this order's provider filed before it (decision 0081):
   * the provider's card marks a repeat client; 0 without a provider.
   */
  repeat_jobs: z.number().int(),
  request_date: z.string(),
  /** Major units; null until an offer is accepted. */
  price: z.number().nullable(),
  status: requestStatus,
  completed_date: z.string().nullable(),
  rating: z.number().int().nullable(),
  review: z.string().nullable(),
  review_date: z.string().nullable(),
  /** The provider's one reply to the review, and when it was written; null until then. */
  reply: z.string().nullable(),
  reply_date: z.string().nullable(),
  /** GET path of the attachment (send the bearer token), or null. */
  image: z.string().nullable(),
  /** How the price was agreed: the offers of the winning chat, oldest first (empty until then). */
  negotiation: z.array(negotiationStep),
  /** What the accepted offer included and its estimated duration (decision 0086), or null. */
  scope: offerScope,
  /** The order's dispute, if it ever had one (an order is disputed at most once). */
  dispute: z
    .object({ dispute_id: z.number().int(), status: z.enum(['open', 'resolved']) })
    .nullable(),
  /** When the client wants it done, or null when the request does not say (decision 0074). */
  when: requestWhen,
  /** The order's booked time, or null when it has none (decision 0075). */
  appointment: appointment.nullable(),
  /** Every proposal of a new time for the booked job, oldest first (decision 0077). */
  reschedules: z.array(reschedule),
});
export type Order = z.infer<typeof order>;

/** How many orders the spec's list doors answer: the first page of `GET /api/orders`. */
export const SPEC_ORDERS_PAGE = 100;

/** `GET /api/orders`: the caller's orders, newest first, a page at a time, one status or all. */
export const orderListQuery = cursorQuery.extend({ status: requestStatus.optional() });
export type OrderListQuery = z.input<typeof orderListQuery>;
export const orderPage = cursorPage(order);
export type OrderPage = z.infer<typeof orderPage>;

/**
 * Where an order stands on the screens: an expired request with the cancelled ones (both ended
 * unassigned), a disputed order where it was before (accepted, or completed: told by its
 * completion date).
 */
export type OrderStage = 'pending' | 'accepted' | 'completed' | 'cancelled';
export function orderStage(o: {
  status: Order['status'];
  completed_date: string | null;
}): OrderStage {
  if (o.status === 'expired') return 'cancelled';
  if (o.status === 'disputed') return o.completed_date ? 'completed' : 'accepted';
  return o.status;
}

/** `GET /api/orders/counts`: how many of the caller's orders stand at each stage. */
export const orderCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  accepted: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCounts>;

export const clientIdParams = z.object({ clientId: idString });
export const spIdOrderParams = z.object({ spId: idString });
export const orderIdParams = z.object({ requestId: idString });

/**
 * PUT /client/orders/{requestId}: cancel a pending order or complete an accepted one. The
 * spec spells it both ways ('canceled' live, 'cancelled' stored): either is taken as
 * 'cancelled' (decision 0055).
 */
export const orderStatusChange = z.object({
  status: z
    .enum(['cancelled', 'canceled', 'completed'])
    .transform((s) => (s === 'canceled' ? 'cancelled' : s)),
});
export type OrderStatusChange = z.infer<typeof orderStatusChange>;

export const feedbackRequest = z.object({
  request_id: idValue,
  rating: z
    .number({ error: 'orders.validation.feedbackIncomplete' })
    .int('orders.validation.ratingWhole')
    .min(1, 'orders.validation.feedbackIncomplete')
    .max(5, 'orders.validation.ratingMax'),
  comment: text(1000).pipe(z.string().min(1, 'orders.validation.feedbackIncomplete')),
});
export type FeedbackRequest = z.input<typeof feedbackRequest>;

/** A provider's reply to a review is at most this long (trimmed). */
export const REVIEW_REPLY_MAX = 1000;

/** POST /sp/reviews/{requestId}/reply: the provider's one answer to the review of its order. */
export const reviewReplyRequest = z.object({
  reply: requiredText('orders.validation.replyRequired', REVIEW_REPLY_MAX),
});
export type ReviewReplyRequest = z.input<typeof reviewReplyRequest>;

export const EARNING_WINDOWS = [7, 30, 180] as const;

/** The provider's history panel: rating, earnings by window and by month, order counts. */
export const providerSummary = z.object({
  name: z.string(),
  /** One decimal, over every rating; null before the first. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Sums of completed order prices by completion date, major units, two decimals. */
  earnings: z.object({ last7: z.number(), last30: z.number(), last180: z.number() }),
  /**
   * Completed orders under an open dispute: out of the earnings until the admin resolves it
   * (their prices, major units, and how many).
   */
  onHold: z.object({ amount: z.number(), orders: z.number().int() }),
  /** The last 12 calendar months (UTC), oldest first, `YYYY-MM`. */
  monthly: z.array(z.object({ month: z.string(), total: z.number() })),
  counts: z.object({
    accepted: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type ProviderSummary = z.infer<typeof providerSummary>;
