import type { Kysely } from 'kysely';
import type { Recipient } from '#contracts/domain-events';
import type { Database } from '../../db/schema';
import * as repo from './requests.repo';

/**
 * The providers a new request's alert goes to, found when the alert is delivered (not in the
 * client's POST): those whose feed it joins, while it still waits for an offer.
 */
export function createRequestAudience(db: Kysely<Database>) {
  return async function matchingProviders(requestId: number): Promise<Recipient[]> {
    const request = await repo.findRequest(db, requestId);
    if (request?.status !== 'pending') return [];
    const rows = await repo.matchingProviders(db, request.city_id, request.service_id);
    return rows.map((p) => ({ id: p.sp_id, role: 'serviceproviders' }));
  };
}
