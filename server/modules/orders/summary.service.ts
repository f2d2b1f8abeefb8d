import type { Kysely } from 'kysely';
import { fromMinorUnits } from '#contracts/money';
import { EARNING_WINDOWS, type ProviderSummary } from '#contracts/orders';
import { fullName } from '#contracts/people';
import type { Database, RequestStatus } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../auth/authenticator';
import type { ProvidersService } from '../providers/providers.service';
import * as orders from './orders.repo';
import * as repo from './summary.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = 12;

/** `YYYY-MM` of the months ending with `now`'s (UTC), oldest first. */
function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** A provider's history panel: rating, earnings by window and month, order counts. */
export function createSummaryService(
  db: Kysely<Database>,
  clock: Clock,
  providers: Pick<ProvidersService, 'find' | 'rating'>,
) {
  return {
    async summary(actor: Actor, spId: number): Promise<ProviderSummary> {
      if (actor.id !== spId) throw forbidden('orders.errors.ownHistoryOnly');
      const profile = await providers.find(spId, 'en'); // its name only: no city shown
      if (!profile) throw notFound('orders.errors.providerNotFound');
      const now = clock();
      const months = lastMonths(now, MONTHS);
      const firstMonth = new Date(`${months[0]}-01T00:00:00Z`);
      const [rating, windows, monthly, counts, held] = await Promise.all([
        providers.rating(spId),
        repo.earningsSince(
          db,
          spId,
          now,
          EARNING_WINDOWS.map((d) => new Date(now.getTime() - d * DAY_MS)),
        ),
        repo.monthlyEarnings(db, spId, firstMonth, now),
        // Its record: a request someone else won, or the client withdrew, is not one of its orders.
        orders.providerOwnCounts(db, spId),
        repo.onHold(db, spId),
      ]);
      const count = (status: RequestStatus) =>
        counts.filter((c) => c.status === status).reduce((sum, c) => sum + c.n, 0);
      const [last7 = 0, last30 = 0, last180 = 0] = windows.map(fromMinorUnits);
      return {
        name: fullName(profile.first_name, profile.last_name),
        averageRating: rating.average,
        reviewCount: rating.count,
        earnings: { last7, last30, last180 },
        onHold: { amount: fromMinorUnits(held.total), orders: held.orders },
        monthly: months.map((month) => ({ month, total: fromMinorUnits(monthly.get(month) ?? 0) })),
        counts: {
          accepted: count('accepted'),
          completed: count('completed'),
          cancelled: count('cancelled'),
        },
      };
    },
  };
}

export type SummaryService = ReturnType<typeof createSummaryService>;
