import { z } from 'zod';

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

/** `Appointment` as a response schema (orders carry it: `appointment: Appointment | null`). */
export const appointment = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  on_my_way_at: z.string().nullable(),
  started_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['clients', 'serviceproviders']).nullable(),
  cancelled_late: z.boolean().nullable(),
}) satisfies z.ZodType<Appointment>;
