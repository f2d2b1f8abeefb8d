import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type NewSubscription = {
  account_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string | null;
  browser: string | null;
  os: string | null;
};

const DEVICE_COLUMNS = [
  'id',
  'endpoint',
  'label',
  'browser',
  'os',
  'created_at',
  'last_success_at',
] as const;

/** Holds the account's row until the transaction ends: one device change at a time. */
export async function lockAccount(trx: Transaction<Database>, accountId: number) {
  await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
}

/**
 * Stores a device's subscription; an endpoint already stored (the same browser again, or
 * signed in to another account now) is updated and moved to this account.
 */
export async function upsert(db: Db, row: NewSubscription) {
  return db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        account_id: row.account_id,
        p256dh: row.p256dh,
        auth: row.auth,
        label: row.label,
        browser: row.browser,
        os: row.os,
        updated_at: sql`now()`,
      }),
    )
    .returning(DEVICE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes the account's devices beyond the `keep` most recently turned on, confirmed or reached. */
export async function trimTo(db: Db, accountId: number, keep: number) {
  const kept = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy(sql`greatest(updated_at, coalesce(last_success_at, updated_at))`, 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('push_subscriptions')
    .where('account_id', '=', accountId)
    .where('id', 'not in', kept)
    .execute();
}

export async function devicesOf(db: Db, accountId: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(DEVICE_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** Deletes one of the account's devices; answers whether there was one. */
export async function remove(db: Db, accountId: number, id: number) {
  const gone = await db
    .deleteFrom('push_subscriptions')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return gone.numDeletedRows > 0n;
}

/** SQL: whether the account in column `ref` has a device subscribed. */
export const hasDevice = (ref: string) =>
  sql<boolean>`exists (select 1 from push_subscriptions ps where ps.account_id = ${sql.ref(ref)})`;

/** What pushes to these accounts need: each device's endpoint and keys. */
export async function subscriptionsOf(db: Db, accountIds: readonly number[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'account_id', 'endpoint', 'p256dh', 'auth'])
    .where('account_id', 'in', accountIds)
    .orderBy('id')
    .execute();
}

export async function removeEndpoint(db: Db, endpoint: string) {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export async function markDelivered(db: Db, id: number, at: Date) {
  await db
    .updateTable('push_subscriptions')
    .set({ last_success_at: at })
    .where('id', '=', id)
    .execute();
}
