// A module without zod: the provider's public page reads it without building a schema (decision
// 0112).

/** How long a direct request is its provider's alone before it joins the feed (decision 0065). */
export const DIRECT_WINDOW_HOURS = 2;
