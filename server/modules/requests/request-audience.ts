import type { Kysely } from 'kysely';
import type { Recipient } from '#contracts/domain-events';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { blockedWithAny } from '../blocks/block-rule';
import { providersOnLeadHold } from '../overdue/lead-hold';
import { directAudience } from './direct-requests';
import * as repo from './requests.repo';

/**
 * The providers a new request's alert goes to, found when the alert is delivered (not in the
 * client's POST): those whose feed it joins, while it still waits for an offer.
 */
export function createRequestAudience(db: Kysely<Database>, clock: Clock) {
  return async function matchingProviders(requestId: number): Promise<Recipient[]> {
    const request = await repo.findRequest(db, requestId);
    if (request?.status !== 'pending') return [];
    const matching = await repo.matchingProviders(db, request.city_id, request.service_id);
    // A direct request reaches its provider first, the others when it joins their feeds.
    const reached = new Set(
      directAudience(
        request,
        matching.map((p) => p.sp_id),
        clock(),
      ),
    );
    const rows = matching.filter((p) => reached.has(p.sp_id));
    // No new leads to a provider on lead hold (an invoice long overdue, decision 0069).
    const ids = rows.map((p) => p.sp_id);
    const held = await providersOnLeadHold(db, clock(), ids);
    // Nor to a provider the client blocked or was blocked by: it is not in that feed either.
    const blocked = await blockedWithAny(db, request.client_id, ids);
    return rows
      .filter((p) => !held.has(p.sp_id) && !blocked.has(p.sp_id))
      .map((p) => ({ id: p.sp_id, role: 'serviceproviders' }));
  };
}
