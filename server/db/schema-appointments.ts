import type { UserRole } from './schema-accounts';

/** What migration 0045 added to `offers`: the slot the offer proposes (both or neither). */
export interface OfferSlotColumns {
  slot_start: Date | null;
  slot_end: Date | null;
}

/**
 * An order's booked time (decision 0075): its slot in UTC with the zone it is worded in, the
 * provider's progress, when each reminder and the late prompt went out, and its cancellation.
 */
export interface AppointmentsTable {
  request_id: number;
  sp_id: number;
  client_id: number;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  booked_at: Date;
  on_my_way_at: Date | null;
  started_at: Date | null;
  evening_reminded_at: Date | null;
  hour_reminded_at: Date | null;
  late_prompted_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: UserRole | null;
  /** Cancelled inside the late-cancellation rule's hours before the start. */
  cancelled_late: boolean | null;
}
