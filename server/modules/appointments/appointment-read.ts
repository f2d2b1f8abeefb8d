import type { Appointment } from '#contracts/appointments';
import type { AppointmentRow } from './appointments.repo';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** An appointment row as the reads carry it. */
export function appointmentRead(row: AppointmentRow): Appointment {
  return {
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    time_zone: row.time_zone,
    on_my_way_at: iso(row.on_my_way_at),
    started_at: iso(row.started_at),
    cancelled_at: iso(row.cancelled_at),
    cancelled_by: row.cancelled_by,
    cancelled_late: row.cancelled_late,
  };
}
