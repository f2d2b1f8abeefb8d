import { type Kysely, sql, type Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText } from '../../db/names';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** How many lines each of a person's summaries shows (the count says how many there are). */
export const SUMMARY_LINES = 5;

type Side = 'clients' | 'serviceproviders';

/** The person's side of a request: its client, or the provider it went to. */
const theirs = (side: Side, id: number) =>
  side === 'clients' ? sql`r.client_id = ${id}` : sql`r.sp_id = ${id}`;

const count = async (db: Db, query: ReturnType<typeof sql>) => {
  const row = await sql<{ n: string | number }>`select count(*) as n from (${query}) q`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
};

/**
 * A person's requests (a client's filed ones; those a provider was given), or only those that
 * became orders (an offer was accepted): the newest few, named in `language`, and the count,
 * each read from the person's index of requests (migration 0014).
 */
export async function requestsOf(
  db: Db,
  side: Side,
  id: number,
  ordersOnly: boolean,
  language: Language,
) {
  const orders = ordersOnly ? sql`r.accepted_at is not null` : sql`true`;
  const where = sql`${theirs(side, id)} and ${orders}`;
  const items = await sql<{
    request_id: number;
    service_id: number;
    service: string;
    status: string;
    date: Date;
  }>`select r.request_id, r.service_id, ${catalogText(language, 's')} as service, r.status,
      r.request_date as date
    from service_requests r join services s on s.service_id = r.service_id
    where ${where} order by r.request_date desc, r.request_id desc
    limit ${SUMMARY_LINES}`.execute(db);
  return {
    count: await count(db, sql`select 1 from service_requests r where ${where}`),
    items: items.rows,
  };
}

/** The disputes about a person's orders, newest first, and their count. */
export async function disputesOf(db: Db, side: Side, id: number) {
  const from = sql`disputes d join service_requests r on r.request_id = d.request_id
    where ${theirs(side, id)}`;
  const items = await sql<{ dispute_id: number; request_id: number; status: string; date: Date }>`
    select d.dispute_id, d.request_id, d.status, d.created_at as date from ${from}
    order by d.created_at desc, d.dispute_id desc limit ${SUMMARY_LINES}`.execute(db);
  return { count: await count(db, sql`select 1 from ${from}`), items: items.rows };
}

/** A provider's invoices, newest month first, and their count. */
export async function invoicesOf(db: Db, spId: number) {
  const items = await db
    .selectFrom('invoices')
    .select([
      'payment_id',
      'billing_year as year',
      'billing_month as month',
      'status',
      'amount_due_minor as total_minor',
    ])
    .where('sp_id', '=', spId)
    .orderBy('billing_year', 'desc')
    .orderBy('billing_month', 'desc')
    .limit(SUMMARY_LINES)
    .execute();
  return {
    count: await count(db, sql`select 1 from invoices where sp_id = ${spId}`),
    items,
  };
}

/** The reports about a person (moderation, decision 0067), newest first, and their count. */
export async function reportsOf(db: Db, accountId: number) {
  const items = await db
    .selectFrom('reports')
    .select(['report_id', 'reason', 'status', 'created_at as date'])
    .where('target_user_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('report_id', 'desc')
    .limit(SUMMARY_LINES)
    .execute();
  return {
    count: await count(db, sql`select 1 from reports where target_user_id = ${accountId}`),
    items,
  };
}
