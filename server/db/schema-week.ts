/** A provider's working hours on one weekday (0 Sunday … 6 Saturday); null minutes: closed. */
export interface ProviderHoursTable {
  sp_id: number;
  weekday: number;
  /** Minutes after local midnight, in the provider's city's zone. */
  opens_minute: number | null;
  closes_minute: number | null;
}

/** A day the provider does not work (a local calendar day of its city). */
export interface ProviderDaysOffTable {
  sp_id: number;
  /** YYYY-MM-DD (read as text, written as text: no instant, no zone). */
  day: string;
}
