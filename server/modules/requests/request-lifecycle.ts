import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, systemClock } from '../../lib/clock';
import * as feedRepo from './feed.repo';
import * as repo from './requests.repo';

type Trx = Transaction<Database>;

/**
 * The requests module's door for the other modules: the only writes to `service_requests`
 * after filing (request-transitions.ts lists them). Each takes the caller's transaction, so
 * a change of status commits or rolls back with the offer, order or notification around it.
 */
export function createRequestLifecycle(db: Kysely<Database>, clock: Clock = systemClock) {
  return {
    find: (requestId: number) => repo.findRequest(db, requestId),
    /** Whether the request is in the provider's feed now (its city, offered and available). */
    inFeed: (spId: number, requestId: number) => feedRepo.inFeed(db, spId, requestId, clock()),
    /** The newest of the client's requests in the provider's feed now (the spec's chat door). */
    newestInFeedFrom: (spId: number, clientId: number) =>
      feedRepo.newestInFeedFrom(db, spId, clientId, clock()),
    /** Locks the request until `trx` ends, so offers and answers on it take turns. */
    lock: (trx: Trx, requestId: number) => repo.lockRequest(trx, requestId),
    /** The request becomes the provider's at this price; false when it was not pending. */
    async accept(
      trx: Trx,
      requestId: number,
      deal: { spId: number; priceMinor: number },
      now: Date,
    ) {
      const row = await repo.transition(trx, requestId, 'accept', now, {
        sp_id: deal.spId,
        price_minor: deal.priceMinor,
      });
      return row !== undefined;
    },
    async cancel(trx: Trx, requestId: number, now: Date) {
      return (await repo.transition(trx, requestId, 'cancel', now)) !== undefined;
    },
    /** A booked order is cancelled by a party; false when it was not accepted. */
    async cancelBooking(trx: Trx, requestId: number, now: Date) {
      return (await repo.transition(trx, requestId, 'cancelBooking', now)) !== undefined;
    },
    async complete(trx: Trx, requestId: number, now: Date) {
      return (await repo.transition(trx, requestId, 'complete', now)) !== undefined;
    },
    /** The order goes into dispute (from accepted or completed); false when it was in neither. */
    async dispute(trx: Trx, requestId: number, now: Date) {
      return (await repo.transition(trx, requestId, 'dispute', now)) !== undefined;
    },
    /** A dispute ends with the order done, at its price or at `priceMinor`. */
    async settle(trx: Trx, requestId: number, now: Date, priceMinor?: number) {
      const assign = priceMinor === undefined ? {} : { price_minor: priceMinor };
      return (await repo.transition(trx, requestId, 'settle', now, assign)) !== undefined;
    },
    /** A dispute ends with the order cancelled. */
    async void(trx: Trx, requestId: number, now: Date) {
      return (await repo.transition(trx, requestId, 'void', now)) !== undefined;
    },
    /** Stamps up to `limit` accepted orders accepted before `cutoff` and not yet reminded. */
    remindStale: (trx: Trx, cutoff: Date, now: Date, limit: number) =>
      repo.remindStale(trx, cutoff, now, limit),
    /** Expires pending requests filed before `cutoff`, at most `limit` of them. */
    expireFiledBefore: (trx: Trx, cutoff: Date, now: Date, limit: number) =>
      repo.expireFiledBefore(trx, cutoff, now, limit),
  };
}

export type RequestLifecycle = ReturnType<typeof createRequestLifecycle>;
