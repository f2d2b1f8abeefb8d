import { type Kysely, sql, type Transaction } from 'kysely';
import { EMAIL_GROUPS, type EmailGroup } from '#contracts/email-notifications';
import { PREPARED } from '../../db/prepared';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type GroupSwitches = Record<EmailGroup, boolean>;

const SWITCHES = EMAIL_GROUPS;

/** Each account's switches, for those of `ids` that changed one (the others: all on). */
export async function settingsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, GroupSwitches>();
  const rows = await db
    .selectFrom('notification_settings')
    .select(['account_id', ...SWITCHES])
    .where('account_id', 'in', ids)
    .modifyEnd(PREPARED)
    .execute();
  return new Map(rows.map(({ account_id, ...switches }) => [account_id, switches]));
}

/** Sets the given switches of an account (its row made on its first change). */
export async function saveSettings(db: Db, accountId: number, patch: Partial<GroupSwitches>) {
  await db
    .insertInto('notification_settings')
    .values({ account_id: accountId, ...patch })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...patch, updated_at: new Date() }))
    .execute();
}

type NewEmail = {
  recipient_id: number;
  email_group: EmailGroup;
  kind: string;
  params: string;
  room: string | null;
  event_id: number | null;
  target_entity: string | null;
  target_id: number | null;
  send_after: Date;
  /** How many events it stands for (a follow-up of a coalesced email: those that joined late). */
  repeats?: number;
  created_at: Date;
};

/** Queues emails; one an event already queued for its recipient is skipped. */
export async function queueEmails(db: Db, rows: NewEmail[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('email_outbox')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Queues a chat's digest for its recipient unless one is already waiting (which will list
 * this message too: it reads the unread messages when it is sent).
 */
export async function queueDigest(db: Db, row: NewEmail & { room: string }) {
  await db
    .insertInto('email_outbox')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['recipient_id', 'room'])
        // Written out, not as parameters: PostgreSQL matches the partial index by its text.
        .where(sql<boolean>`status = 'pending' and email_group = 'messages'`)
        .doNothing(),
    )
    .modifyEnd(PREPARED)
    .execute();
}

/**
 * Queues the email of an event whose kind coalesces (decision 0047): keyed by its event like
 * any other (a second delivery queues nothing), but when an email of that kind about that
 * subject already waits for the recipient, that one counts it (`repeats`) and this row is kept
 * as skipped, for its key.
 */
export async function queueCoalesced(
  db: Db,
  row: NewEmail & { event_id: number; target_entity: string; target_id: number },
) {
  const added = await db
    .insertInto('email_outbox')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('outbox_id')
    .executeTakeFirst();
  if (!added) return;
  const { rows } = await sql<{ outbox_id: number }>`
    with waiting as (
      select outbox_id from email_outbox
      where recipient_id = ${row.recipient_id} and status = 'pending' and kind = ${row.kind}
        and target_entity = ${row.target_entity} and target_id = ${row.target_id}
        and outbox_id < ${added.outbox_id}
      order by outbox_id limit 1
      for update
    )
    update email_outbox set repeats = repeats + 1
    where outbox_id in (select outbox_id from waiting)
    returning outbox_id`.execute(db);
  const into = rows[0]?.outbox_id;
  if (into === undefined) return;
  await db
    .updateTable('email_outbox')
    .set({
      status: 'skipped',
      repeats: 0,
      finished_at: row.created_at,
      last_error: `joined email ${into}`,
    })
    .where('outbox_id', '=', added.outbox_id)
    .execute();
}

/** How many events an email stands for now (more may have joined while it was sent). */
export async function repeatsOf(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select('repeats')
    .where('outbox_id', '=', id)
    .executeTakeFirst();
  return row?.repeats ?? 0;
}

/** The emails due at `now`, oldest first. */
export function dueEmails(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('email_outbox')
    .select([
      'outbox_id',
      'recipient_id',
      'email_group',
      'kind',
      'params',
      'room',
      'target_entity',
      'target_id',
      'attempts',
      'repeats',
    ])
    .where('status', '=', 'pending')
    .where('send_after', '<=', now)
    .orderBy('send_after')
    .limit(limit)
    .execute();
}
export type DueEmail = Awaited<ReturnType<typeof dueEmails>>[number];

/**
 * Takes a due email for one sender: moves its time to `until`, unless another sender took it
 * first (then false). A sender that dies holding it leaves it due again at `until`.
 */
export async function claim(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const taken = await db
    .updateTable('email_outbox')
    .set({ send_after: until })
    .where('outbox_id', '=', id)
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
    .updateTable('email_outbox')
    .set({
      status: outcome.status,
      finished_at: outcome.at,
      attempts: outcome.attempts,
      last_error: outcome.error ?? null,
    })
    .where('outbox_id', '=', id)
    .execute();
}

/** Puts a failed send back in the queue, for `at`. */
export async function retryAt(db: Db, id: number, at: Date, attempts: number, error: string) {
  await db
    .updateTable('email_outbox')
    .set({ send_after: at, attempts, last_error: error })
    .where('outbox_id', '=', id)
    .execute();
}
