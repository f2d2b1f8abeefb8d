import { type Kysely, sql, type Transaction } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Language } from '#locales/languages';
import { pastCursor, REQUESTS_BY_DATE } from '../../db/keyset';
import { catalogText, providerName } from '../../db/names';
import { completedJobsBetween } from '../../db/repeat-clients';
import type { Database, RequestStatus } from '../../db/schema';
import type { HideValues } from '../../db/schema-moderation';
import { WHEN_SELECT } from '../requests/request-when';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Orders with their service and city named in `language` (decision 0059); a review a moderator
 * hid is read nowhere (decision 0067).
 */
function buildOrdersQuery(db: Db, language: Language) {
  return db
    .selectFrom('service_requests as r')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('cities as ci', 'ci.city_id', 'r.city_id')
    .innerJoin('clients as cl', 'cl.client_id', 'r.client_id')
    .leftJoin('service_providers as p', 'p.sp_id', 'r.sp_id')
    .leftJoin('feedback as f', (join) =>
      join.onRef('f.request_id', '=', 'r.request_id').on('f.hidden_at', 'is', null),
    )
    .select((eb) => [
      'r.request_id',
      catalogText(language, 's').as('name'),
      // What "Hire again" files anew (decision 0081): the service, its category and the city.
      'r.service_id',
      's.category_id',
      'r.city_id',
      'r.description',
      'r.address',
      catalogText(language, 'ci').as('city'),
      'r.sp_id',
      eb.case().when('p.sp_id', 'is not', null).then(providerName('p')).end().as('sp_name'),
      'r.client_id',
      'cl.name as client_name',
      completedJobsBetween('r.client_id', 'r.sp_id', 'r.request_id').as('repeat_jobs'),
      'r.request_date',
      'r.price_minor',
      'r.status',
      'r.completed_date',
      'f.rating',
      'f.comment as review',
      'f.created_at as review_date',
      'f.reply',
      'f.replied_at as reply_date',
      'r.image',
      ...WHEN_SELECT,
      // How the price was agreed: the offers of the chat whose offer won, oldest first.
      jsonArrayFrom(
        eb
          .selectFrom('offers as o')
          .select(['o.offer_id', 'o.made_by', 'o.price_minor', 'o.status'])
          .whereRef('o.request_id', '=', 'r.request_id')
          .where('o.room', '=', (sub) =>
            sub
              .selectFrom('offers as won')
              .select('won.room')
              .whereRef('won.request_id', '=', 'r.request_id')
              .where('won.status', '=', 'accepted'),
          )
          .orderBy('o.offer_id'),
      ).as('negotiation'),
      // The agreed scope: read through the accepted offer, never copied (decision 0086).
      jsonObjectFrom(
        eb
          .selectFrom('offers as won')
          .select(['won.included', 'won.duration_minutes'])
          .whereRef('won.request_id', '=', 'r.request_id')
          .where('won.status', '=', 'accepted'),
      ).as('agreed'),
      jsonArrayFrom(
        eb
          .selectFrom('appointment_changes as ac')
          .select([
            'ac.change_id',
            'ac.proposed_by',
            'ac.old_starts_at',
            'ac.old_ends_at',
            'ac.new_starts_at',
            'ac.new_ends_at',
            'ac.status',
            'ac.created_at',
            'ac.decided_at',
          ])
          .whereRef('ac.request_id', '=', 'r.request_id')
          .orderBy('ac.change_id'),
      ).as('reschedules'),
      // The booked time, in the same query as the page (decision 0097): read as its JSON form.
      jsonObjectFrom(
        eb
          .selectFrom('appointments as ap')
          .select([
            'ap.starts_at',
            'ap.ends_at',
            'ap.time_zone',
            'ap.on_my_way_at',
            'ap.started_at',
            'ap.cancelled_at',
            'ap.cancelled_by',
            'ap.cancelled_late',
          ])
          .whereRef('ap.request_id', '=', 'r.request_id'),
      ).as('appointment'),
      jsonObjectFrom(
        eb
          .selectFrom('disputes as d')
          .select(['d.dispute_id', 'd.status'])
          .whereRef('d.request_id', '=', 'r.request_id')
          .orderBy('d.dispute_id', 'desc')
          .limit(1),
      ).as('dispute'),
    ]);
}
type OrdersQuery = ReturnType<typeof buildOrdersQuery>;
const builtOrdersQueries = new WeakMap<Db, Map<Language, OrdersQuery>>();

/**
 * `buildOrdersQuery`, built once per database handle and language: kysely's builders are
 * immutable, so each read adds its filters to the same one without re-parsing its 40 columns
 * and subqueries on every request (decision 0097).
 */
function ordersQuery(db: Db, language: Language): OrdersQuery {
  let byLanguage = builtOrdersQueries.get(db);
  if (!byLanguage) {
    byLanguage = new Map();
    builtOrdersQueries.set(db, byLanguage);
  }
  let query = byLanguage.get(language);
  if (!query) {
    query = buildOrdersQuery(db, language);
    byLanguage.set(language, query);
  }
  return query;
}

export type OrderRow = Awaited<ReturnType<typeof findOrder>> & object;

/** Which orders of a list: some statuses (all when empty), after a cursor, at most `limit`. */
export type OrderSlice = { statuses: RequestStatus[]; afterId?: number; limit: number };

const after = (afterId: number | undefined) =>
  pastCursor(REQUESTS_BY_DATE, 'newest first', afterId);

const statusIn = (statuses: RequestStatus[]) =>
  statuses.length === 0 ? sql<boolean>`true` : sql<boolean>`r.status in (${sql.join(statuses)})`;

export function clientOrders(db: Db, clientId: number, slice: OrderSlice, language: Language) {
  return ordersQuery(db, language)
    .where('r.client_id', '=', clientId)
    .where(statusIn(slice.statuses))
    .where(after(slice.afterId))
    .orderBy('r.request_date', 'desc')
    .orderBy('r.request_id', 'desc')
    .limit(slice.limit)
    .execute();
}

/**
 * The provider's orders: the requests it won (a request it only negotiated on, then cancelled,
 * expired or taken by another, is not one of its orders; its chat shows what became of it).
 */
export function providerOrders(db: Db, spId: number, slice: OrderSlice, language: Language) {
  return ordersQuery(db, language)
    .where('r.sp_id', '=', spId)
    .where(statusIn(slice.statuses))
    .where(after(slice.afterId))
    .orderBy('r.request_date', 'desc')
    .orderBy('r.request_id', 'desc')
    .limit(slice.limit)
    .execute();
}

/** Orders counted by status, and for disputed ones by whether they had been completed. */
export type StatusCount = { status: RequestStatus; completed: boolean; n: number };

const countColumns = sql<boolean>`completed_date is not null`;

/** How many of the client's orders have each status. */
export async function clientCounts(db: Db, clientId: number): Promise<StatusCount[]> {
  const rows = await db
    .selectFrom('service_requests')
    .select(['status', countColumns.as('completed'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('client_id', '=', clientId)
    .groupBy(['status', countColumns])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** How many of the provider's own orders (requests it won) have each status. */
export async function providerOwnCounts(db: Db, spId: number): Promise<StatusCount[]> {
  const rows = await db
    .selectFrom('service_requests')
    .select(['status', countColumns.as('completed'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('sp_id', '=', spId)
    .groupBy(['status', countColumns])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

export function findOrder(db: Db, requestId: number, language: Language = 'en') {
  return ordersQuery(db, language).where('r.request_id', '=', requestId).executeTakeFirst();
}

/**
 * A moderator hides a review (decision 0067): compare-and-set on not hidden yet. Answers its
 * author (the client) and the provider it is about, or undefined.
 */
export function hideFeedback(db: Db, requestId: number, hide: HideValues) {
  return db
    .updateTable('feedback as f')
    .from('service_requests as r')
    .set(hide)
    .whereRef('r.request_id', '=', 'f.request_id')
    .where('f.request_id', '=', requestId)
    .where('f.hidden_at', 'is', null)
    .returning(['r.client_id', 'r.sp_id'])
    .executeTakeFirst();
}

/**
 * Inserts the order's one feedback, naming the order's provider (decision 0111); undefined
 * when it already has one.
 */
export function insertFeedback(
  db: Db,
  values: { request_id: number; rating: number; comment: string; created_at: Date },
) {
  return db
    .insertInto('feedback')
    .columns(['request_id', 'sp_id', 'rating', 'comment', 'created_at'])
    .expression(
      db
        .selectFrom('service_requests as r')
        .select([
          'r.request_id',
          // A completed order always has its provider (the column is not null).
          sql<number>`r.sp_id`.as('sp_id'),
          sql<number>`${values.rating}::smallint`.as('rating'),
          sql<string>`${values.comment}::text`.as('comment'),
          sql<Date>`${values.created_at}::timestamptz`.as('created_at'),
        ])
        .where('r.request_id', '=', values.request_id),
    )
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returning('request_id')
    .executeTakeFirst();
}

/**
 * The provider's one reply to a review (compare-and-set on `reply is null`): the review's id,
 * or undefined when it has no review or already has a reply.
 */
export function insertReply(db: Db, requestId: number, reply: string, repliedAt: Date) {
  return db
    .updateTable('feedback')
    .set({ reply, replied_at: repliedAt })
    .where('request_id', '=', requestId)
    .where('reply', 'is', null)
    .returning('request_id')
    .executeTakeFirst();
}
