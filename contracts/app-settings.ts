// The settings every page may read (GET /settings) and the defaults of their dispute days. A
// module of their own: the public pages read the currency, and importing the orders' or the
// disputes' contracts for it made them build every schema of both (decision 0107). Without
// zod: the schema is in app-settings-schema.ts, loaded with the answer (decision 0112).

/** Days after completion during which either party may still open a dispute (default). */
export const DISPUTE_WINDOW_DAYS = 14;
/** An accepted order not completed after this many days: both parties are reminded (default). */
export const STALE_REMINDER_DAYS = 14;
/** ... and after this many it shows in the admin's Disputes tab as stale (default). */
export const STALE_ADMIN_DAYS = 30;

export type AppSettings = {
  currency: string;
  /** Days after completion a party may still report a problem (open a dispute). */
  disputeWindowDays: number;
  /** Days after acceptance an uncompleted order is listed as stale for the admin. */
  staleAdminDays: number;
};
