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
 * moderator hid counts for nothing: decision 0067).
 */
export function recentRatings(db: Db, spIds: readonly number[], since: Date) {
  return db
    .selectFrom('feedback as f')
    .innerJoin('service_requests as r', 'r.request_id', 'f.request_id')
    .select([
      'r.sp_id',
      sql<string>`count(*)`.as('reviews'),
      sql<string>`sum(f.rating)`.as('total'),
    ])
    .where('r.sp_id', 'in', spIds)
    .where('f.created_at', '>=', since)
    .where('f.hidden_at', 'is', null)
    .groupBy('r.sp_id')
    .execute();
}

/**
 * For each of these providers, its newest `perProvider` chats in which a client wrote: when the
 * client first wrote and when the provider first answered after that (null: not yet). A chat
 * not answered and younger than `openSince` is left out: it may still be answered in time.
 * The first two steps are materialized: inlined, PostgreSQL computed each chat's first
 * question once for every place that names it (five times: 52 ms for a directory page of 20
 * providers on the 1k-row bench set, 9 ms materialized).
 */
export function firstAnswers(
  db: Db,
  spIds: readonly number[],
  perProvider: number,
  openSince: Date,
) {
  return db
    .with(
      (cte) => cte('asked').materialized(),
      (w) =>
        w
          .selectFrom('chat_heads as h')
          .select([
            'h.sp_id',
            'h.room',
            sql<Date | null>`(select min(m.created_at) from chat_messages m
            where m.room = h.room and m.sender_type = 'clients')`.as('asked_at'),
          ])
          .where('h.sp_id', 'in', spIds),
    )
    .with(
      (cte) => cte('answered').materialized(),
      (w) =>
        w
          .selectFrom('asked as a')
          .select([
            'a.sp_id',
            'a.asked_at',
            sql<Date | null>`(select min(m.created_at) from chat_messages m
            where m.room = a.room and m.sender_type = 'serviceproviders'
            and m.created_at >= a.asked_at)`.as('answered_at'),
          ])
          .where('a.asked_at', 'is not', null),
    )
    .with('ranked', (w) =>
      w
        .selectFrom('answered as x')
        .select([
          'x.sp_id',
          'x.asked_at',
          'x.answered_at',
          sql<string>`row_number() over (partition by x.sp_id order by x.asked_at desc)`.as('n'),
        ])
        .where((eb) =>
          eb.or([eb('x.answered_at', 'is not', null), eb('x.asked_at', '<=', openSince)]),
        ),
    )
    .selectFrom('ranked')
    .select(['sp_id', 'asked_at', 'answered_at'])
    .where(sql<boolean>`n <= ${perProvider}`)
    .execute();
}
