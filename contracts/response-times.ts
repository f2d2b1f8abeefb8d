// How a provider's median response time is read (contracts/public-providers.ts). A module
// without zod: the provider's public page reads it without building a schema (decision 0112).

/** The median response time is shown once this many responses make it (else "not enough yet"). */
export const RESPONSE_TIME_MIN_SAMPLES = 3;
/** ...read from the responses of this many days back. */
export const RESPONSE_TIME_DAYS = 90;
