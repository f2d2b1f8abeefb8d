import type { Kysely, Transaction } from 'kysely';
import type { Language } from '#locales/languages';
import { catalogText, providerName } from '../../db/names';
import type { Database, DisputeParty, DisputesTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const disputeColumns = [
  'dispute_id',
  'request_id',
  'opened_by',
  'reason',
  'evidence',
  'order_status_before',
  'status',
  'outcome',
  'adjusted_price_minor',
  'resolution_note',
  'created_at',
  'resolved_at',
] as const;
export type DisputeRow = Awaited<ReturnType<typeof findDispute>> & object;

export function findDispute(db: Db, disputeId: number) {
  return db
    .selectFrom('disputes')
    .select(disputeColumns)
    .where('dispute_id', '=', disputeId)
    .executeTakeFirst();
}

/** The dispute row, locked until the transaction ends: statements and resolution take turns. */
export function lockDispute(db: Transaction<Database>, disputeId: number) {
  return db
    .selectFrom('disputes')
    .select(disputeColumns)
    .where('dispute_id', '=', disputeId)
    .forUpdate()
    .executeTakeFirst();
}

/** An order's disputes, newest first. */
export function disputesOf(db: Db, requestId: number) {
  return db
    .selectFrom('disputes')
    .select(disputeColumns)
    .where('request_id', '=', requestId)
    .orderBy('dispute_id', 'desc')
    .execute();
}

export function statementsOf(db: Db, disputeIds: number[]) {
  if (disputeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('dispute_statements')
    .select(['statement_id', 'dispute_id', 'author', 'text', 'created_at'])
    .where('dispute_id', 'in', disputeIds)
    .orderBy('statement_id')
    .execute();
}

export async function insertDispute(
  db: Db,
  values: Pick<
    DisputesTable,
    'request_id' | 'opened_by' | 'reason' | 'evidence' | 'order_status_before' | 'created_at'
  >,
): Promise<number> {
  const row = await db
    .insertInto('disputes')
    .values(values)
    .returning('dispute_id')
    .executeTakeFirstOrThrow();
  return row.dispute_id;
}

export async function insertStatement(
  db: Db,
  values: { dispute_id: number; author: DisputeParty; text: string; created_at: Date },
) {
  await db.insertInto('dispute_statements').values(values).execute();
}

/** Compare-and-set: an open dispute becomes resolved; undefined when it no longer was open. */
export function resolve(
  db: Db,
  disputeId: number,
  resolution: {
    outcome: 'completed' | 'adjusted' | 'cancelled';
    adjusted_price_minor: number | null;
    resolution_note: string;
    resolved_at: Date;
  },
) {
  return db
    .updateTable('disputes')
    .set({ ...resolution, status: 'resolved' })
    .where('dispute_id', '=', disputeId)
    .where('status', '=', 'open')
    .returning(['dispute_id', 'request_id'])
    .executeTakeFirst();
}

/**
 * The order, client and provider columns a row of the admin's Disputes tab shows, the service
 * named in `language` (decision 0059).
 */
function casesQuery(db: Db, language: Language) {
  return db
    .selectFrom('service_requests as r')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('clients as c', 'c.client_id', 'r.client_id')
    .innerJoin('service_providers as p', 'p.sp_id', 'r.sp_id')
    .select([
      'r.request_id',
      catalogText(language, 's').as('service_name'),
      'r.client_id',
      'c.name as client_name',
      'p.sp_id',
      providerName('p').as('sp_name'),
      'r.price_minor',
      'r.status as order_status',
    ]);
}

/** Disputes with `status`, newest first, after the cursor's dispute id. */
export function disputeCases(
  db: Db,
  status: 'open' | 'resolved',
  after: number | undefined,
  limit: number,
  language: Language,
) {
  let q = casesQuery(db, language)
    .innerJoin('disputes as d', 'd.request_id', 'r.request_id')
    .select(['d.dispute_id', 'd.created_at as since', 'd.reason'])
    .where('d.status', '=', status);
  if (after !== undefined) q = q.where('d.dispute_id', '<', after);
  return q.orderBy('d.dispute_id', 'desc').limit(limit).execute();
}

/** Orders accepted at or before `cutoff` and still only accepted, oldest first, after the cursor's key. */
export function staleCases(
  db: Db,
  cutoff: Date,
  after: readonly [number, number] | undefined,
  limit: number,
  language: Language,
) {
  let q = casesQuery(db, language)
    .select(['r.accepted_at as since'])
    .where('r.status', '=', 'accepted')
    .where('r.accepted_at', '<=', cutoff);
  if (after) {
    const [at, id] = after;
    q = q.where((eb) =>
      eb.or([
        eb('r.accepted_at', '>', new Date(at)),
        eb.and([eb('r.accepted_at', '=', new Date(at)), eb('r.request_id', '>', id)]),
      ]),
    );
  }
  return q.orderBy('r.accepted_at').orderBy('r.request_id').limit(limit).execute();
}
