// The price guides' numbers (contracts/price-guides.ts has their schemas). A module without
// zod: a public page's price note reads them without building a schema (decision 0112).

/**
 * Price guides (issue 30 item 3, decision 0083): for a service in a city, the range the
 * middle half of the prices accepted in the last 90 days fell in (the 25th to the 75th
 * percentile), shown only once that many orders make it mean something.
 */
export const PRICE_GUIDE_DAYS = 90;
export const PRICE_GUIDE_MIN_ORDERS = 5;
/** Services one read may ask about: a provider's services, or a feed page's. */
export const PRICE_GUIDE_MAX_SERVICES = 50;
