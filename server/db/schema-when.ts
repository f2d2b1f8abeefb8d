import type { Generated } from 'kysely';
import type { SlotWindow, WhenKind } from '#contracts/request-when';

/** What migration 0043 added to `cities`: its IANA time zone (decision 0074). */
export interface CityZoneColumns {
  time_zone: Generated<string>;
}

/**
 * What migration 0043 added to `service_requests`: when the client wants the job done (null:
 * not said); a window's or a from–to time's slot as UTC instants; the window's name.
 */
export interface RequestWhenColumns {
  when_kind: Generated<WhenKind | null>;
  slot_window: Generated<SlotWindow | null>;
  slot_start: Generated<Date | null>;
  slot_end: Generated<Date | null>;
}
