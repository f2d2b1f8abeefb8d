import type { RequestStatus } from '../../db/schema';

/**
 * Every change of a request's status, in one table: a request moves only along these edges,
 * each applied as a compare-and-set on `from` (requests.repo `transition`). Timestamps set
 * with a move are the transition's, so the order of events can be read back.
 */
export const requestTransitions = {
  /** A provider's accepted offer (or the provider accepting the client's) takes the request. */
  accept: { from: 'pending', to: 'accepted', stamp: 'accepted_at' },
  /** The client cancels a request nobody took. */
  cancel: { from: 'pending', to: 'cancelled', stamp: 'cancelled_at' },
  /** Nobody's offer was accepted within REQUEST_TTL_DAYS. */
  expire: { from: 'pending', to: 'expired', stamp: 'expired_at' },
  /** Either party marks the work done. */
  complete: { from: 'accepted', to: 'completed', stamp: 'completed_date' },
} as const satisfies Record<
  string,
  {
    from: RequestStatus;
    to: RequestStatus;
    stamp: 'accepted_at' | 'cancelled_at' | 'expired_at' | 'completed_date';
  }
>;

export type RequestTransition = keyof typeof requestTransitions;
