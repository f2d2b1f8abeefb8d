import type { Order } from '#contracts/orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a completed order is still within the days after completion a problem may be raised. */
function withinWindow(order: Order, now: number, windowDays: number): boolean {
  if (order.status !== 'completed' || !order.completed_date) return false;
  const completed = new Date(order.completed_date).getTime();
  return Number.isFinite(completed) && completed + windowDays * DAY_MS > now;
}

/**
 * Whether "Report a problem" is offered: an order never disputed (a resolution is final) that
 * is accepted, or completed within the window. The server has the last word (it answers
 * order.not_disputable).
 */
export const canReportProblem = (order: Order, now: number, windowDays: number): boolean =>
  order.dispute === null && (order.status === 'accepted' || withinWindow(order, now, windowDays));

/** Whether the order has a dispute to load and show. */
export const hasDispute = (order: Order): boolean => order.dispute !== null;

/** Which tab a disputed order stays in: where it was before, told by its completion date. */
export const disputedTab = (order: Order): 'accepted' | 'completed' =>
  order.completed_date ? 'completed' : 'accepted';
