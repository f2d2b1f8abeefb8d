import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What booking an order's time needs: the order, its two parties and the agreed slot. */
export interface NewAppointment {
  request_id: number;
  sp_id: number;
  client_id: number;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
}

/** Books the order's time (one per order: a second booking of the same order is refused). */
export async function book(db: Db, appointment: NewAppointment, now: Date): Promise<void> {
  await db
    .insertInto('appointments')
    .values({ ...appointment, booked_at: now })
    .execute();
}

const appointmentColumns = [
  'request_id',
  'sp_id',
  'client_id',
  'starts_at',
  'ends_at',
  'time_zone',
  'booked_at',
  'on_my_way_at',
  'started_at',
  'cancelled_at',
  'cancelled_by',
  'cancelled_late',
] as const;

export type AppointmentRow = Awaited<ReturnType<typeof appointmentOf>> & object;

/** The order's appointment, if it has a time. */
export function appointmentOf(db: Db, requestId: number) {
  return db
    .selectFrom('appointments')
    .select(appointmentColumns)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The appointments of several orders (one query for a page of orders). */
export function appointmentsOf(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('appointments')
    .select(appointmentColumns)
    .where('request_id', 'in', requestIds)
    .execute();
}

/**
 * The provider's live (not cancelled) appointments that overlap [start, end), soonest first:
 * booking another job then "asks first" (decision 0075). Ends touching are no overlap.
 */
export function overlapping(db: Db, spId: number, start: Date, end: Date) {
  return db
    .selectFrom('appointments')
    .select(['request_id', 'starts_at', 'ends_at'])
    .where('sp_id', '=', spId)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<', end)
    .where('ends_at', '>', start)
    .orderBy('starts_at')
    .execute();
}
