import type { Generated } from 'kysely';
import type { UserRole } from './schema-accounts';

/** What migration 0045 added to `offers`: the slot the offer proposes (both or neither). */
export interface OfferSlotColumns {
  slot_start: Date | null;
  slot_end: Date | null;
}

/** What migration 0056 added to `offers`: what the offer includes (decision 0086). */
export interface OfferScopeColumns {
  included: Generated<string | null>;
  duration_minutes: Generated<number | null>;
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

export type AppointmentChangeStatus = 'proposed' | 'accepted' | 'declined' | 'withdrawn';

/** A proposal to move a booked appointment, and how it ended (decision 0077). */
export interface AppointmentChangesTable {
  change_id: Generated<number>;
  request_id: number;
  proposed_by: UserRole;
  old_starts_at: Date;
  old_ends_at: Date;
  new_starts_at: Date;
  new_ends_at: Date;
  status: Generated<AppointmentChangeStatus>;
  created_at: Date;
  decided_at: Date | null;
}
