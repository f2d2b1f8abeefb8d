import type { RequestStatus } from '../../db/schema';

type Stamp = 'accepted_at' | 'cancelled_at' | 'expired_at' | 'completed_date' | 'disputed_at';

/**
 * Every change of a request's status, in one table: a request moves only along these edges,
 * each applied as a compare-and-set on `from` (requests.repo `transition`). Timestamps set
 * with a move are the transition's, so the order of events can be read back; `keepStamp`
 * keeps a timestamp already set (a dispute resolved as completed keeps the completion date
 * it had).
 */
export const requestTransitions = {
  /** A provider's accepted offer (or the provider accepting the client's) takes the request. */
  accept: { from: ['pending'], to: 'accepted', stamp: 'accepted_at' },
  /** The client cancels a request nobody took. */
  cancel: { from: ['pending'], to: 'cancelled', stamp: 'cancelled_at' },
  /**
   * Either party cancels a booked order before the job started (decision 0077; the
   * appointments module checks the booking and marks a late cancellation).
   */
  cancelBooking: { from: ['accepted'], to: 'cancelled', stamp: 'cancelled_at' },
  /** Nobody's offer was accepted within REQUEST_TTL_DAYS. */
  expire: { from: ['pending'], to: 'expired', stamp: 'expired_at' },
  /** Either party marks the work done. */
  complete: { from: ['accepted'], to: 'completed', stamp: 'completed_date' },
  /** A party (or the admin, for a stale order) opens a dispute. */
  dispute: { from: ['accepted', 'completed'], to: 'disputed', stamp: 'disputed_at' },
  /** The admin resolves a dispute as done (at the agreed or an adjusted price). */
  settle: { from: ['disputed'], to: 'completed', stamp: 'completed_date', keepStamp: true },
  /** The admin resolves a dispute by cancelling the order. */
  void: { from: ['disputed'], to: 'cancelled', stamp: 'cancelled_at' },
} as const satisfies Record<
  string,
  { from: readonly RequestStatus[]; to: RequestStatus; stamp: Stamp; keepStamp?: boolean }
>;

export type RequestTransition = keyof typeof requestTransitions;
