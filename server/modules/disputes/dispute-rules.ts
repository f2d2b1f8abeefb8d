import type { z } from 'zod';
import type { resolveDisputeRequest } from '#contracts/disputes';
import { ErrorCode } from '#contracts/errors';
import { toMinorUnits } from '#contracts/money';
import type { Order } from '#contracts/orders';
import type { DisputeParty } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';

export const DAY = 24 * 60 * 60 * 1000;

export const disputeErrors = {
  notFound: () => new AppError(ErrorCode.disputeNotFound, 404, 'disputes.errors.notFound'),
  notOpen: () => new AppError(ErrorCode.disputeNotOpen, 409, 'disputes.errors.notOpen'),
  alreadyOpen: () => new AppError(ErrorCode.disputeAlreadyOpen, 409, 'disputes.errors.alreadyOpen'),
  notDisputable: () =>
    new AppError(ErrorCode.orderNotDisputable, 409, 'disputes.errors.notDisputable'),
};

export type Resolution = z.output<typeof resolveDisputeRequest>;

/** Which party of the order the actor is, if any. */
export function partyOf(actor: Actor, order: Order): DisputeParty | null {
  if (actor.role === 'clients' && order.client_id === actor.id) return 'clients';
  if (actor.role === 'serviceproviders' && order.sp_id === actor.id) return 'serviceproviders';
  return null;
}

export function mayRead(actor: Actor, order: Order): boolean {
  return actor.role === 'admin' || partyOf(actor, order) !== null;
}

/** An accepted order, or one completed less than `windowDays` ago, may be disputed. */
export function disputable(
  order: { status: string; completed_date: Date | string | null },
  now: Date,
  windowDays: number,
): boolean {
  if (order.status === 'accepted') return true;
  if (order.status !== 'completed' || !order.completed_date) return false;
  return new Date(order.completed_date).getTime() + windowDays * DAY > now.getTime();
}

/** An order accepted at or before this moment, and still only accepted, is stale. */
export const staleCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** An order accepted at least `days` ago and still not completed: the admin may settle it. */
export function isStale(
  order: { status: string; accepted_at: Date | null },
  now: Date,
  days: number,
): boolean {
  return (
    order.status === 'accepted' &&
    order.accepted_at !== null &&
    order.accepted_at.getTime() <= staleCutoff(now, days).getTime()
  );
}

/** What the audit log keeps of the admin's resolution (decision 0064). */
export const resolutionFields = (r: Resolution) => ({
  status: 'resolved',
  order_status: r.outcome === 'cancelled' ? 'cancelled' : 'completed',
  outcome: r.outcome,
  price: r.price ?? null,
  note: r.note,
});

/** How the admin settled it, as the notification's values. */
export const outcomeParams = (r: Resolution) =>
  r.outcome === 'adjusted'
    ? { outcome: r.outcome, price_minor: toMinorUnits(r.price ?? 0) }
    : { outcome: r.outcome };
