import type { Kysely, Transaction } from 'kysely';
import type { Appointment } from '#contracts/appointments';
import type { Database } from '../../db/schema';
import { appointmentRead } from './appointment-read';
import * as repo from './appointments.repo';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The appointments module's door for the modules that book an order's time or read it
 * (decision 0075): offers book inside the accept's transaction, orders read one query a page.
 */
export const bookAppointment = repo.book;

/** The provider's live appointments overlapping [start, end): booking then asks first. */
export const overlappingAppointments = repo.overlapping;

/** The booked times of a page of orders, by order, as reads carry them (one query). */
export async function appointmentsByRequest(
  db: Db,
  requestIds: readonly number[],
): Promise<Map<number, Appointment>> {
  const rows = await repo.appointmentsOf(db, requestIds);
  return new Map(rows.map((row) => [row.request_id, appointmentRead(row)]));
}

/** One order's booked time, or null. */
export async function appointmentByRequest(db: Db, requestId: number) {
  const row = await repo.appointmentOf(db, requestId);
  return row ? appointmentRead(row) : null;
}
