import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Those of these providers with a verified mobile number (decision 0053). */
export async function withVerifiedPhone(db: Db, spIds: readonly number[]) {
  const rows = await db
    .selectFrom('account_phones')
    .select('account_id')
    .where('account_id', 'in', spIds)
    .execute();
  return new Set(rows.map((r) => r.account_id));
}

/** Those of these providers whose newest CNIC check an admin approved. */
export async function withApprovedId(db: Db, spIds: readonly number[]) {
  const rows = await db
    .selectFrom('id_checks as c')
    .select('c.sp_id')
    .where('c.sp_id', 'in', spIds)
    .where('c.status', '=', 'approved')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('id_checks as newer')
            .select('newer.check_id')
            .whereRef('newer.sp_id', '=', 'c.sp_id')
            .whereRef('newer.check_id', '>', 'c.check_id'),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.sp_id));
}

/**
 * For each of these providers with reviews since `since`: how many, and their sum (a review a
 * moderator hid counts for nothing: decision 0067). One walk of `feedback_by_provider` per
 * provider from `since` on (decision 0111).
 */
export function recentRatings(db: Db, spIds: readonly number[], since: Date) {
  return db
    .selectFrom('feedback as f')
    .select([
      'f.sp_id',
      sql<string>`count(*)`.as('reviews'),
      sql<string>`sum(f.rating)`.as('total'),
    ])
    .where('f.sp_id', 'in', spIds)
    .where('f.created_at', '>=', since)
    .where('f.hidden_at', 'is', null)
    .groupBy('f.sp_id')
    .execute();
}

/**
 * For each of these providers with chats: over its newest `perProvider` chats in which a client
 * wrote, how many, and the median minutes from the client's first message to the provider's
 * first answer after it (a chat not answered counts as infinitely slow). A chat not answered
 * and younger than `openSince` is left out: it may still be answered in time. The head keeps
 * both times (decision 0111), so each provider is one walk of `chat_heads_asked_by_sp` that
 * stops after `perProvider` chats, however many it has; one row per provider comes back.
 */
export function firstAnswers(
  db: Db,
  spIds: readonly number[],
  perProvider: number,
  openSince: Date,
) {
  return db
    .selectFrom('service_providers as p')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('chat_heads as h')
          .select(['h.asked_at', 'h.answered_at'])
          .whereRef('h.sp_id', '=', 'p.sp_id')
          .where('h.asked_at', 'is not', null)
          .where((w) =>
            w.or([w('h.answered_at', 'is not', null), w('h.asked_at', '<=', openSince)]),
          )
          .orderBy('h.asked_at', 'desc')
          .limit(perProvider)
          .as('x'),
      (join) => join.onTrue(),
    )
    .select([
      'p.sp_id',
      sql<string>`count(*)`.as('chats'),
      sql<number>`percentile_cont(0.5) within group (order by case
        when x.answered_at is null then 'infinity'::float8
        else extract(epoch from x.answered_at - x.asked_at)::float8 / 60 end)`.as('median_minutes'),
    ])
    .where('p.sp_id', 'in', spIds)
    .groupBy('p.sp_id')
    .execute();
}
