import type { Dispute, DisputeOutcome } from '#contracts/disputes';
import { isolate } from '#contracts/text-rules';
import { text } from '#lib/i18n';
import type { TextKey } from '#locales/catalog';

/** The catalog key of how each outcome of a resolved dispute is said. */
export const OUTCOME_KEYS = {
  completed: 'disputes.outcome.completed',
  adjusted: 'disputes.outcome.adjusted',
  cancelled: 'disputes.outcome.cancelled',
} as const satisfies Record<DisputeOutcome, TextKey>;

/**
 * The names of an order's two parties, as a dispute shows who said what; `self` is the
 * party reading it (shown as "You").
 */
export type DisputeNames = {
  client: string;
  provider: string;
  self?: 'clients' | 'serviceproviders';
};

/**
 * Who wrote a reason or a statement, in the reader's language: "You", the party's name and
 * role (the name isolated in the sentence), or the admin.
 */
export function authorName(author: Dispute['opened_by'], names: DisputeNames): string {
  if (author === names.self) return text('disputes.author.you');
  // The name isolated inside the sentence: "عثمان طارق (provider)" keeps its order.
  if (author === 'clients') {
    return text('disputes.author.client', { name: isolate(names.client) });
  }
  if (author === 'serviceproviders') {
    return text('disputes.author.provider', { name: isolate(names.provider) });
  }
  return text('disputes.author.admin');
}

/**
 * The reason a dispute was opened with, as the reader reads it: the party's own words, or, for
 * the dispute the admin opens to close a stale order (its stored reason is English), the
 * catalog's sentence.
 */
export function reasonText(dispute: Pick<Dispute, 'opened_by' | 'reason'>): string {
  return dispute.opened_by === 'admin' ? text('disputes.thread.staleReason') : dispute.reason;
}
