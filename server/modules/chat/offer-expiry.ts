import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { OFFER_REMINDER_BEFORE_MS } from '../../../contracts/offers';
import type { Database } from '../../db/schema';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Clock } from '../../lib/clock';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RequestLifecycle } from '../requests/request-lifecycle';
import { announceClosed, type OfferRef, otherSide, sideOf } from './offer-events';
import * as repo from './offers.repo';

export const OFFER_EXPIRY_JOB = 'offer-expiry';
export const OFFER_EXPIRY_EVERY_MS = 5 * 60 * 1000;
/** Rows handled per transaction; a run loops until a batch comes back short. */
const BATCH = 200;

type Deps = {
  db: Kysely<Database>;
  broadcaster: Broadcaster;
  notifications: NotificationsService;
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
      const { rows, stored } = await d.db.transaction().execute(async (trx) => {
        const rows = await repo.remindDue(trx, horizon, now, BATCH);
        const stored = await d.notifications.record(
          trx,
          rows.map((row) => ({
            to: sideOf(row.room, otherSide(row.made_by)),
            kind: 'offer_expiring' as const,
            params: { price_minor: row.price_minor },
            room: row.room,
          })),
        );
        return { rows, stored };
      });
      d.notifications.publish(stored);
      return rows.length;
    });

  const expireOffers = (now: Date) =>
    drain(async () => {
      const { rows, stored } = await d.db.transaction().execute(async (trx) => {
        const rows = await repo.expireDue(trx, now, BATCH);
        const stored = await d.notifications.record(trx, expiredDrafts(rows));
        return { rows, stored };
      });
      announceClosed(d.broadcaster, rows, 'expired');
      d.notifications.publish(stored);
      return rows.length;
    });

  const expireRequests = (now: Date) =>
    drain(async () => {
      const cutoff = new Date(now.getTime() - d.requestTtlMs);
      const { requests, closed, stored } = await d.db.transaction().execute(async (trx) => {
        const requests = await d.requests.expireFiledBefore(trx, cutoff, now, BATCH);
        const closed: OfferRef[] = [];
        for (const r of requests)
          closed.push(...(await repo.closePendingOf(trx, r.request_id, 'expired', now)));
        const stored = await d.notifications.record(
          trx,
          requests.map((r) => ({
            to: { id: r.client_id, role: 'clients' as const },
            kind: 'request_expired' as const,
            params: { request_id: r.request_id },
            room: null,
          })),
        );
        return { requests, closed, stored };
      });
      announceClosed(d.broadcaster, closed, 'expired');
      d.notifications.publish(stored);
      return requests.length;
    });

  function expiredDrafts(rows: OfferRef[]) {
    return rows.map((row) => ({
      to: sideOf(row.room, row.made_by),
      kind: 'offer_expired' as const,
      params: { price_minor: row.price_minor },
      room: row.room,
    }));
  }

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
