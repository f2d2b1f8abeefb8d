import { type Kysely, sql, type Transaction } from 'kysely';
import { providerName } from '../../db/names';
import type { Database } from '../../db/schema';
import type { AppointmentsTable } from '../../db/schema-appointments';

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

/**
 * The provider's live appointments (neither they nor their orders cancelled: an admin voids a
 * disputed order without touching its appointment) that overlap [start, end), soonest first:
 * booking another job then "asks first" (decision 0075). Ends touching are no overlap.
 */
export function overlapping(db: Db, spId: number, start: Date, end: Date) {
  return db
    .selectFrom('appointments')
    .select(['request_id', 'starts_at', 'ends_at'])
    .where('sp_id', '=', spId)
    .where('cancelled_at', 'is', null)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('service_requests as r')
            .select('r.request_id')
            .whereRef('r.request_id', '=', 'appointments.request_id')
            .where('r.status', '=', 'cancelled'),
        ),
      ),
    )
    .where('starts_at', '<', end)
    .where('ends_at', '>', start)
    .orderBy('starts_at')
    .execute();
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The evening before an appointment: 19:00 on its zone's clock the day before its start's local
 * day. Written in SQL so the due query can compare it (contracts/time-zones.ts does the same in
 * code: `zonedInstant(addDays(localDayOf(start, zone), -1), '19:00', zone)`).
 */
const eveningBefore = sql<Date>`((((a.starts_at at time zone a.time_zone)::date - 1)
  + time '19:00') at time zone a.time_zone)`;

/** How long after its start an appointment with no "On my way" still prompts the client. */
export const LATE_PROMPT_WITHIN_MS = 12 * HOUR_MS;
const EVENING_WITHIN_MS = 30 * HOUR_MS;

export type DueStep = 'evening' | 'hour' | 'late';
const STEP_COLUMN = {
  evening: 'evening_reminded_at',
  hour: 'hour_reminded_at',
  late: 'late_prompted_at',
} as const satisfies Record<DueStep, keyof AppointmentsTable>;

/** Which live appointments of accepted orders are due for `step` at `now`. */
function dueOf(db: Db, step: DueStep, now: Date, limit: number) {
  const base = db
    .selectFrom('appointments as a')
    .innerJoin('service_requests as r', 'r.request_id', 'a.request_id')
    .select('a.request_id')
    .where('a.cancelled_at', 'is', null)
    .where('r.status', '=', 'accepted')
    .where(`a.${STEP_COLUMN[step]}`, 'is', null)
    .orderBy('a.starts_at')
    .limit(limit);
  const inAnHour = new Date(now.getTime() + HOUR_MS);
  switch (step) {
    // Not once the hour's reminder is due: a late run sends only that one. Nor for a time
    // booked after its evening. The evening is at most 30 hours before the start (19:00 the
    // day before a start at 23:59, an hour more on a day a zone moves its clock back): that
    // bound keeps the query on the live appointments' index by start.
    case 'evening':
      return base
        .where('a.starts_at', '>', inAnHour)
        .where('a.starts_at', '<=', new Date(now.getTime() + EVENING_WITHIN_MS))
        .where(eveningBefore, '<=', now)
        .where('a.booked_at', '<=', eveningBefore);
    case 'hour':
      return base.where('a.starts_at', '>', now).where('a.starts_at', '<=', inAnHour);
    // Not for a time booked once it had begun (a request for this morning accepted at noon):
    // nobody could have set off by its start.
    case 'late':
      return base
        .whereRef('a.booked_at', '<', 'a.starts_at')
        .where('a.on_my_way_at', 'is', null)
        .where('a.started_at', 'is', null)
        .where('a.starts_at', '<=', now)
        .where('a.starts_at', '>', new Date(now.getTime() - LATE_PROMPT_WITHIN_MS));
  }
}

/**
 * Marks the appointments due for `step` at `now` as told (each once: the mark is a
 * compare-and-set) and answers what their notices name: the slot, the service, both parties.
 */
export async function markDue(trx: Transaction<Database>, step: DueStep, now: Date, limit: number) {
  const column = STEP_COLUMN[step];
  const marked = await trx
    .updateTable('appointments')
    .set({ [column]: now })
    .where('request_id', 'in', dueOf(trx, step, now, limit))
    .where(column, 'is', null)
    .returning('request_id')
    .execute();
  if (marked.length === 0) return [];
  return trx
    .selectFrom('appointments as a')
    .innerJoin('service_requests as r', 'r.request_id', 'a.request_id')
    .innerJoin('services as s', 's.service_id', 'r.service_id')
    .innerJoin('clients as cl', 'cl.client_id', 'a.client_id')
    .innerJoin('service_providers as p', 'p.sp_id', 'a.sp_id')
    .select([
      'a.request_id',
      'a.sp_id',
      'a.client_id',
      'a.starts_at',
      'a.ends_at',
      'a.time_zone',
      'r.service_id',
      's.name as service',
      'cl.name as client_name',
      providerName('p').as('sp_name'),
    ])
    .where(
      'a.request_id',
      'in',
      marked.map((m) => m.request_id),
    )
    .orderBy('a.starts_at')
    .execute();
}

export type DueAppointment = Awaited<ReturnType<typeof markDue>>[number];

/** The provider set off: once, while the appointment is live and the job not started. */
export function markOnMyWay(trx: Transaction<Database>, requestId: number, now: Date) {
  return trx
    .updateTable('appointments')
    .set({ on_my_way_at: now })
    .where('request_id', '=', requestId)
    .where('cancelled_at', 'is', null)
    .where('on_my_way_at', 'is', null)
    .where('started_at', 'is', null)
    .returning(appointmentColumns)
    .executeTakeFirst();
}

/** The provider started the job (with or without "On my way" first): once, while live. */
export function markStarted(trx: Transaction<Database>, requestId: number, now: Date) {
  return trx
    .updateTable('appointments')
    .set({ started_at: now })
    .where('request_id', '=', requestId)
    .where('cancelled_at', 'is', null)
    .where('started_at', 'is', null)
    .returning(appointmentColumns)
    .executeTakeFirst();
}
