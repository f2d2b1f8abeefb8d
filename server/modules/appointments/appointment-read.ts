import type { Appointment } from '#contracts/appointments';
import type { AppointmentRow } from './appointments.repo';

/** An instant as a Date, or as read through JSON (its form differs by engine). */
type Instant = Date | string;
const isoOf = (at: Instant) => (typeof at === 'string' ? new Date(at) : at).toISOString();
const iso = (at: Instant | null) => (at === null ? null : isoOf(at));

/** What a read of an appointment needs, as a row or as its JSON form (an order's read). */
export type AppointmentReadRow = Pick<
  AppointmentRow,
  'time_zone' | 'cancelled_by' | 'cancelled_late'
> & {
  starts_at: Instant;
  ends_at: Instant;
  on_my_way_at: Instant | null;
  started_at: Instant | null;
  cancelled_at: Instant | null;
};

/** An appointment row as the reads carry it. */
export function appointmentRead(row: AppointmentReadRow): Appointment {
  return {
    starts_at: isoOf(row.starts_at),
    ends_at: isoOf(row.ends_at),
    time_zone: row.time_zone,
    on_my_way_at: iso(row.on_my_way_at),
    started_at: iso(row.started_at),
    cancelled_at: iso(row.cancelled_at),
    cancelled_by: row.cancelled_by,
    cancelled_late: row.cancelled_late,
  };
}
