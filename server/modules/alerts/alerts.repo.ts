import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AlertChannel, AlertGroup } from '#contracts/alerts';
import { PREPARED } from '../../db/prepared';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type SavedSwitch = { channel: AlertChannel; alert_group: AlertGroup; enabled: boolean };

/** The switches each of `ids` changed (the rest follow the role's defaults). */
export async function switchesOf(db: Db, ids: readonly number[]) {
  const saved = new Map<number, SavedSwitch[]>();
  if (ids.length === 0) return saved;
  const rows = await db
    .selectFrom('alert_switches')
    .select(['account_id', 'channel', 'alert_group', 'enabled'])
    .where('account_id', 'in', ids)
    .execute();
  for (const { account_id, ...row } of rows) {
    saved.set(account_id, [...(saved.get(account_id) ?? []), row]);
  }
  return saved;
}

export async function saveSwitches(db: Db, accountId: number, switches: SavedSwitch[]) {
  if (switches.length === 0) return;
  await db
    .insertInto('alert_switches')
    .values(switches.map((s) => ({ account_id: accountId, ...s })))
    .onConflict((oc) =>
      oc.columns(['account_id', 'channel', 'alert_group']).doUpdateSet({
        enabled: (eb) => eb.ref('excluded.enabled'),
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** Back to the defaults on one channel (a text channel's START). */
export async function clearChannel(db: Db, accountId: number, channel: AlertChannel) {
  await db
    .deleteFrom('alert_switches')
    .where('account_id', '=', accountId)
    .where('channel', '=', channel)
    .execute();
}

export type SavedQuietHours = {
  quiet_from: number | null;
  quiet_to: number | null;
  time_zone: string;
};

export async function quietHoursOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, SavedQuietHours>();
  const rows = await db
    .selectFrom('alert_settings')
    .select(['account_id', 'quiet_from', 'quiet_to', 'time_zone'])
    .where('account_id', 'in', ids)
    .execute();
  return new Map(rows.map(({ account_id, ...hours }) => [account_id, hours]));
}

/** What queueing alerts for these accounts needs, in one read (`has`: the ports' SQL). */
export async function recipientsOf(
  db: Db,
  ids: readonly number[],
  has: { device(ref: string): RawBuilder<boolean>; phone(ref: string): RawBuilder<boolean> },
) {
  const found = new Map<
    number,
    { switches: SavedSwitch[]; hours: SavedQuietHours | undefined; device: boolean; phone: boolean }
  >();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('accounts as a')
    .leftJoin('alert_settings as s', 's.account_id', 'a.id')
    .select((eb) => [
      'a.id',
      's.account_id as hours_of',
      's.quiet_from',
      's.quiet_to',
      's.time_zone',
      jsonArrayFrom(
        eb
          .selectFrom('alert_switches as w')
          .select(['w.channel', 'w.alert_group', 'w.enabled'])
          .whereRef('w.account_id', '=', 'a.id'),
      ).as('switches'),
      has.device('a.id').as('device'),
      has.phone('a.id').as('phone'),
    ])
    .where('a.id', 'in', ids)
    .modifyEnd(PREPARED)
    .execute();
  for (const row of rows) {
    found.set(row.id, {
      switches: row.switches,
      hours:
        row.hours_of === null || row.time_zone === null
          ? undefined
          : { quiet_from: row.quiet_from, quiet_to: row.quiet_to, time_zone: row.time_zone },
      device: row.device,
      phone: row.phone,
    });
  }
  return found;
}

export async function saveQuietHours(db: Db, accountId: number, hours: SavedQuietHours) {
  await db
    .insertInto('alert_settings')
    .values({ account_id: accountId, ...hours })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...hours, updated_at: new Date() }))
    .execute();
}

export type NewAlert = {
  recipient_id: number;
  channel: AlertChannel;
  alert_group: AlertGroup;
  kind: string;
  params: string;
  room: string | null;
  event_id: number | null;
  target_entity: string | null;
  target_id: number | null;
  send_after: Date;
  created_at: Date;
};

/** Queues alerts; one an event already queued for its recipient and channel is skipped. */
export async function queueAlerts(db: Db, rows: NewAlert[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('alert_outbox')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * A chat's message alert: joins the one already waiting for the recipient on that channel
 * (counted, with the newest values), else waits itself.
 */
export async function queueChatAlert(db: Db, row: NewAlert & { room: string }) {
  await db
    .insertInto('alert_outbox')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['recipient_id', 'channel', 'room'])
        // Written out, not as parameters: PostgreSQL matches the partial index by its text.
        .where(sql<boolean>`status = 'pending' and alert_group = 'messages'`)
        .doUpdateSet({
          repeats: sql`alert_outbox.repeats + 1`,
          params: (eb) => eb.ref('excluded.params'),
        }),
    )
    .execute();
}

export function dueAlerts(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('alert_outbox')
    .select([
      'alert_id',
      'recipient_id',
      'channel',
      'alert_group',
      'kind',
      'params',
      'room',
      'target_entity',
      'target_id',
      'repeats',
      'attempts',
    ])
    .where('status', '=', 'pending')
    .where('send_after', '<=', now)
    .orderBy('send_after')
    .limit(limit)
    .execute();
}
export type DueAlert = Awaited<ReturnType<typeof dueAlerts>>[number];

/**
 * Takes a due alert for one sender (compare and set on its time), so of several nodes' runs
 * one sends it; a sender that dies holding it leaves it due again at `until`.
 */
export async function claim(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const taken = await db
    .updateTable('alert_outbox')
    .set({ send_after: until })
    .where('alert_id', '=', id)
    .where('status', '=', 'pending')
    .where('send_after', '<=', now)
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

export async function finish(
  db: Db,
  id: number,
  outcome: { status: 'sent' | 'skipped' | 'failed'; at: Date; attempts: number; error?: string },
) {
  await db
    .updateTable('alert_outbox')
    .set({
      status: outcome.status,
      finished_at: outcome.at,
      attempts: outcome.attempts,
      last_error: outcome.error ?? null,
    })
    .where('alert_id', '=', id)
    .execute();
}

/** Back in the queue for `at` (a failed send's retry, or the end of quiet hours). */
export async function waitUntil(
  db: Db,
  id: number,
  at: Date,
  attempts: number,
  error: string | null,
) {
  await db
    .updateTable('alert_outbox')
    .set({ send_after: at, attempts, last_error: error })
    .where('alert_id', '=', id)
    .execute();
}

/** How many alerts a recipient was sent on a channel since `since` (the hourly cap). */
export async function sentSince(db: Db, recipientId: number, channel: AlertChannel, since: Date) {
  const row = await db
    .selectFrom('alert_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('recipient_id', '=', recipientId)
    .where('channel', '=', channel)
    .where('status', '=', 'sent')
    .where('finished_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
