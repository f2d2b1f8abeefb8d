import type { Dispute, DisputeOutcome } from '#contracts/disputes';

/** How each outcome of a resolved dispute is said. */
export const OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  completed: 'Completed at the agreed price',
  adjusted: 'Completed at an adjusted price',
  cancelled: 'Order cancelled',
};

/**
 * The names of an order's two parties, as a dispute shows who said what; `self` is the
 * party reading it (shown as "You").
 */
export type DisputeNames = {
  client: string;
  provider: string;
  self?: 'clients' | 'serviceproviders';
};

/** Who wrote a reason or a statement: "You", the party's name and role, or the admin. */
export function authorName(author: Dispute['opened_by'], names: DisputeNames): string {
  if (author === names.self) return 'You';
  if (author === 'clients') return `${names.client} (client)`;
  if (author === 'serviceproviders') return `${names.provider} (provider)`;
  return 'Admin';
}
