import { type Kysely, sql, type Transaction } from 'kysely';
import { DIRECT_WINDOW_HOURS } from '#contracts/requests';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { isOnLeadHold } from '../overdue/lead-hold';
import * as repo from './requests.repo';

type Db = Kysely<Database> | Transaction<Database>;

/** How long a direct request is its provider's alone (decision 0065). */
export const DIRECT_WINDOW_MS = DIRECT_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * Whether the request (alias `r`) shows in provider `spId`'s feed at `now`, as far as being
 * direct goes (decision 0065): an open request, the provider's own direct request, or a direct
 * request whose window closed and that its client did not keep direct.
 */
export const directVisibleTo = (spId: number, now: Date) =>
  sql<boolean>`(r.direct_provider_id is null or r.direct_provider_id = ${spId}
    or (not r.keep_direct and r.direct_until <= ${now}))`;

/** The columns of a new request addressed to `spId` (none for an open one). */
export type DirectColumns = {
  direct_provider_id: number;
  direct_until: Date;
  keep_direct: boolean;
  direct_opens_at: Date | null;
};

/**
 * The direct columns of a new request, after checking the provider can take it: listed in the
 * request's city for its service, and available (the feed's own rule), else 400.
 */
export async function directColumns(
  db: Db,
  input: {
    city_id: number;
    service_id: number;
    direct_provider_id?: number;
    keep_direct?: boolean;
  },
  now: Date,
): Promise<DirectColumns | undefined> {
  const spId = input.direct_provider_id;
  if (spId === undefined) return undefined;
  if (!(await repo.isMatchingProvider(db, input.city_id, input.service_id, spId)))
    throw badRequest('providers.publicPage.errors.directUnavailable');
  // A provider on lead hold (an invoice long overdue, decision 0069) takes no new leads.
  if (await isOnLeadHold(db, now, spId))
    throw badRequest('providers.publicPage.errors.directOnHold');
  const until = new Date(now.getTime() + DIRECT_WINDOW_MS);
  const keep = input.keep_direct === true;
  return {
    direct_provider_id: spId,
    direct_until: until,
    keep_direct: keep,
    direct_opens_at: keep ? null : until,
  };
}

/**
 * Who of the providers a request's city and service match hears of it at `now`: all of them for
 * an open request; for a direct one, its provider while the window is open (or for good when
 * kept direct), then the others, when it joins their feeds (its provider heard of it first).
 */
export function directAudience(
  request: { direct_provider_id: number | null; direct_until: Date | null; keep_direct: boolean },
  providers: number[],
  now: Date,
): number[] {
  const spId = request.direct_provider_id;
  if (spId === null) return providers;
  const windowOpen = request.direct_until === null || now < request.direct_until;
  if (request.keep_direct || windowOpen) return providers.filter((id) => id === spId);
  return providers.filter((id) => id !== spId);
}
