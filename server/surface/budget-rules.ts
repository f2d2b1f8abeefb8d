import type { RouteEntry } from '../lib/route-inventory';
import { budgetOf, WRITE_BUDGETS } from '../lib/write-budgets';
import type { SocketEvent } from '../realtime/socket-events';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const known = (name: string | undefined) => name !== undefined && name in WRITE_BUDGETS;

/**
 * A route that writes (any method but a read) must name its entry in `WRITE_BUDGETS`: a
 * budget, or a "none" that says why; a read must not spend one. Empty when the route is right.
 */
export function budgetProblems(route: RouteEntry): string[] {
  const name = `${route.method} ${route.url}`;
  if (READS.has(route.method)) {
    return route.budget && budgetOf(route.budget) ? [`${name}: a read spends a write budget`] : [];
  }
  if (!known(route.budget)) return [`${name}: no write budget declared`];
  return [];
}

/** Every socket event can make someone else receive something: each names its entry. */
export function socketBudgetProblems(event: SocketEvent): string[] {
  return known(event.budget) ? [] : [`${event.name}: no write budget declared`];
}
