import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DomainEvent } from '#contracts/domain-events';
import { OFFER_REMINDER_BEFORE_MS } from '#contracts/offers';
import type { Database } from '../../db/schema';
import type { EventOutbox } from '../../events/event-outbox';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import { closedUpdates, type OfferRef, otherSide, sideOf } from './offer-events';
import * as repo from './offers.repo';

export const OFFER_EXPIRY_JOB = 'offer-expiry';
export const OFFER_EXPIRY_EVERY_MS = 5 * 60 * 1000;
/** Rows handled per transaction; a run loops until a batch comes back short. */
const BATCH = 200;

type Deps = {
  db: Kysely<Database>;
  events: EventOutbox;
  requests: RequestLifecycle;
  currency: string;
  clock: Clock;
  requestTtlMs: number;
};

/**
 * What time does to a negotiation, read against the injected clock: the party who must
 * answer an offer hears a day before it expires; unanswered offers expire; requests nobody's
 * offer won within their time expire with their open offers.
 */
export function createOfferExpiry(d: Deps) {
  /** Runs `step` in batches until one comes back short; answers how many rows it handled. */
  async function drain(step: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await step();
      total += n;
      if (n < BATCH) return total;
    }
  }

  const remind = (now: Date) =>
    drain(async () => {
      const horizon = new Date(now.getTime() + OFFER_REMINDER_BEFORE_MS);
      const rows = await d.events.transaction(async (trx, record) => {
        const rows = await repo.remindDue(trx, horizon, now, BATCH);
        await record(
          ...rows.map((row) => ({
            type: 'offer.expiring' as const,
            subject: { entity: 'offer' as const, id: row.offer_id },
            notices: [
              {
                to: sideOf(row.room, otherSide(row.made_by)),
                kind: 'offer_expiring' as const,
                params: { price_minor: row.price_minor },
                chat: row.room,
              },
            ],
          })),
        );
        return rows;
      });
      return rows.length;
    });

  const expireOffers = (now: Date) =>
    drain(async () => {
      const rows = await d.events.transaction(async (trx, record) => {
        const rows = await repo.expireDue(trx, now, BATCH);
        await record(...rows.map(expiredEvent));
        return rows;
      });
      return rows.length;
    });

  const expireRequests = (now: Date) =>
    drain(async () => {
      const cutoff = new Date(now.getTime() - d.requestTtlMs);
      const requests = await d.events.transaction(async (trx, record) => {
        const requests = await d.requests.expireFiledBefore(trx, cutoff, now, BATCH);
        for (const r of requests) {
          const closed = await repo.closePendingOf(trx, r.request_id, 'expired', now);
          await record({
            type: 'request.expired',
            subject: { entity: 'request', id: r.request_id },
            notices: [
              {
                to: { id: r.client_id, role: 'clients' },
                kind: 'request_expired',
                params: { request_id: r.request_id },
                chat: null,
              },
            ],
            live: closedUpdates(closed, 'expired'),
          });
        }
        return requests;
      });
      return requests.length;
    });

  const expiredEvent = (row: OfferRef) =>
    ({
      type: 'offer.expired',
      subject: { entity: 'offer', id: row.offer_id },
      notices: [
        {
          to: sideOf(row.room, row.made_by),
          kind: 'offer_expired',
          params: { price_minor: row.price_minor },
          chat: row.room,
        },
      ],
      live: closedUpdates([row], 'expired'),
    }) satisfies DomainEvent;

  return {
    /** One pass at `now`: expiries first, so nobody is reminded of what already ran out. */
    async run(now = d.clock()) {
      const expiredRequests = await expireRequests(now);
      const expiredOffers = await expireOffers(now);
      const reminded = await remind(now);
      return { expiredRequests, expiredOffers, reminded };
    },
  };
}

export type OfferExpiry = ReturnType<typeof createOfferExpiry>;

export function offerExpiryJob(
  expiry: OfferExpiry,
  log: Pick<FastifyBaseLogger, 'info'>,
): JobDefinition {
  return {
    name: OFFER_EXPIRY_JOB,
    everyMs: OFFER_EXPIRY_EVERY_MS,
    async run() {
      const counts = await expiry.run();
      if (counts.expiredRequests + counts.expiredOffers + counts.reminded > 0)
        log.info(counts, 'negotiations expired or reminded');
    },
  };
}
