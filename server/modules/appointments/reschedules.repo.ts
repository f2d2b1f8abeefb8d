import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRole } from '../../db/schema-accounts';
import type {
  AppointmentChangeStatus,
  AppointmentChangesTable,
} from '../../db/schema-appointments';

type Db = Kysely<Database> | Transaction<Database>;

const changeColumns = [
  'change_id',
  'request_id',
  'proposed_by',
  'old_starts_at',
  'old_ends_at',
  'new_starts_at',
  'new_ends_at',
  'status',
  'created_at',
  'decided_at',
] as const;

export type ChangeRow = Awaited<ReturnType<typeof changeOf>> & object;

/** One proposal of the order, by id (undefined when the order has none of that id). */
export function changeOf(db: Db, requestId: number, changeId: number) {
  return db
    .selectFrom('appointment_changes')
    .select(changeColumns)
    .where('request_id', '=', requestId)
    .where('change_id', '=', changeId)
    .executeTakeFirst();
}

/** The order's open proposal, if any (at most one: a unique index). */
export function openChangeOf(db: Db, requestId: number) {
  return db
    .selectFrom('appointment_changes')
    .select(changeColumns)
    .where('request_id', '=', requestId)
    .where('status', '=', 'proposed')
    .executeTakeFirst();
}

/** The proposals of several orders, oldest first (one query for a page of orders). */
export function changesOf(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('appointment_changes')
    .select(changeColumns)
    .where('request_id', 'in', requestIds)
    .orderBy('request_id')
    .orderBy('change_id')
    .execute();
}

/** A new proposal: the order, who proposes, and the time it moves from and to. */
export type NewChange = Omit<
  Insertable<AppointmentChangesTable>,
  'change_id' | 'status' | 'created_at' | 'decided_at'
>;

export function insertChange(db: Db, change: NewChange, now: Date) {
  return db
    .insertInto('appointment_changes')
    .values({ ...change, created_at: now })
    .returning(changeColumns)
    .executeTakeFirstOrThrow();
}

/** Ends an open proposal (compare-and-set on `proposed`): the row, or undefined. */
export function decideChange(
  db: Db,
  changeId: number,
  status: Exclude<AppointmentChangeStatus, 'proposed'>,
  now: Date,
) {
  return db
    .updateTable('appointment_changes')
    .set({ status, decided_at: now })
    .where('change_id', '=', changeId)
    .where('status', '=', 'proposed')
    .returning(changeColumns)
    .executeTakeFirst();
}

/**
 * Moves a live appointment from the time `from` to the time `to` (compare-and-set on both),
 * clearing its reminder and late-prompt stamps so they follow the new time, and booking it at
 * `now` (a time moved after its evening gets no evening reminder, as a new booking; 0076).
 * False when it was not live at `from` any more.
 */
export async function moveAppointment(
  db: Db,
  requestId: number,
  from: { starts_at: Date; ends_at: Date },
  to: { starts_at: Date; ends_at: Date },
  now: Date,
) {
  const row = await db
    .updateTable('appointments')
    .set({
      ...to,
      booked_at: now,
      evening_reminded_at: null,
      hour_reminded_at: null,
      late_prompted_at: null,
    })
    .where('request_id', '=', requestId)
    .where('starts_at', '=', from.starts_at)
    .where('ends_at', '=', from.ends_at)
    .where('cancelled_at', 'is', null)
    .where('started_at', 'is', null)
    .returning('request_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Cancels a live appointment (compare-and-set): false when it was cancelled or started. */
export async function cancelAppointment(
  db: Db,
  requestId: number,
  cancel: { by: UserRole; late: boolean },
  now: Date,
) {
  const row = await db
    .updateTable('appointments')
    .set({ cancelled_at: now, cancelled_by: cancel.by, cancelled_late: cancel.late })
    .where('request_id', '=', requestId)
    .where('cancelled_at', 'is', null)
    .where('started_at', 'is', null)
    .returning('request_id')
    .executeTakeFirst();
  return row !== undefined;
}
