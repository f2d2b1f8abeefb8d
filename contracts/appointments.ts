/** The side of an order. */
export type Party = 'clients' | 'serviceproviders';

/**
 * An order's booked time as every read carries it (decision 0075): instants in UTC (ISO), the
 * zone they are worded in, the provider's progress and the cancellation, if any.
 */
export interface Appointment {
  starts_at: string;
  ends_at: string;
  time_zone: string;
  on_my_way_at: string | null;
  started_at: string | null;
  cancelled_at: string | null;
  cancelled_by: Party | null;
  cancelled_late: boolean | null;
}
