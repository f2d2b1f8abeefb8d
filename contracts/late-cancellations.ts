// The late-cancellation rule's numbers (contracts/reschedules.ts says the rule). A module
// without zod: the provider's public page reads them without building a schema (decision 0112).

export const LATE_CANCEL_HOURS = 24;
export const LATE_CANCEL_RECORD_DAYS = 90;
