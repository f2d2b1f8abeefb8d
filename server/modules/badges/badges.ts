import type { Kysely } from 'kysely';
import {
  BADGE_RULES,
  type Badge,
  FAST_RESPONSE_CHATS,
  FAST_RESPONSE_MAX_MINUTES,
  FAST_RESPONSE_MIN_CHATS,
  TOP_RATED_MIN_AVERAGE,
  TOP_RATED_MIN_REVIEWS,
  TOP_RATED_MONTHS,
} from '#contracts/badges';
import type { Database } from '../../db/schema';
import { providersOnLeadHold } from '../overdue/lead-hold';
import * as repo from './badges.repo';

export type { Badge };

const MINUTE = 60_000;

/** `months` calendar months before `now`. */
const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * Each provider's median first answer in minutes over its newest chats (decision 0066), or
 * null when it has too few chats to say. An unanswered chat counts as never answered.
 */
export async function medianFirstAnswers(
  db: Kysely<Database>,
  spIds: readonly number[],
  now: Date,
): Promise<Map<number, number | null>> {
  const rows = await repo.firstAnswers(
    db,
    spIds,
    FAST_RESPONSE_CHATS,
    new Date(now.getTime() - FAST_RESPONSE_MAX_MINUTES * MINUTE),
  );
  const enough = new Map(
    rows
      .filter((r) => Number(r.chats) >= FAST_RESPONSE_MIN_CHATS)
      .map((r) => [r.sp_id, Number(r.median_minutes)]),
  );
  return new Map(spIds.map((id) => [id, enough.get(id) ?? null]));
}

export type BadgeOptions = {
  /** Defaults to the system time; tests move it. */
  now?: Date;
};

/**
 * The badges of these providers (decision 0066), in the order of BADGE_KINDS: a few reads for
 * the whole batch, never one per provider. A provider on lead hold (an invoice unpaid more than
 * LEAD_HOLD_DAYS_OVERDUE days past due, decision 0069) shows none. A provider absent from the answer's keys was not
 * asked about; one that earned nothing maps to [].
 */
export async function badgesFor(
  db: Kysely<Database>,
  providerIds: readonly number[],
  options: BadgeOptions = {},
): Promise<Map<number, Badge[]>> {
  const ids = [...new Set(providerIds)];
  const result = new Map<number, Badge[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const now = options.now ?? new Date();
  const [held, phones, idChecks, ratings, answers] = await Promise.all([
    providersOnLeadHold(db, now, ids),
    repo.withVerifiedPhone(db, ids),
    repo.withApprovedId(db, ids),
    repo.recentRatings(db, ids, monthsBefore(now, TOP_RATED_MONTHS)),
    medianFirstAnswers(db, ids, now),
  ]);
  const topRated = new Set(
    ratings
      .filter((r) => {
        const count = Number(r.reviews);
        return count >= TOP_RATED_MIN_REVIEWS && Number(r.total) / count >= TOP_RATED_MIN_AVERAGE;
      })
      .map((r) => r.sp_id),
  );
  for (const id of ids) {
    // An invoice unpaid past the lead hold's days takes every badge away until it is paid.
    if (held.has(id)) continue;
    const own = result.get(id) ?? [];
    if (phones.has(id)) own.push(BADGE_RULES.phone_verified);
    if (idChecks.has(id)) own.push(BADGE_RULES.id_verified);
    if (topRated.has(id)) own.push(BADGE_RULES.top_rated);
    const wait = answers.get(id);
    if (wait != null && wait <= FAST_RESPONSE_MAX_MINUTES) own.push(BADGE_RULES.fast_response);
  }
  return result;
}
