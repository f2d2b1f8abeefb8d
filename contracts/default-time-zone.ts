/**
 * A city's zone unless the admin set another (every city of Pakistan is in it, decision 0074),
 * and the zone the public pages' dates are drawn in on the server and in the browser alike
 * (decision 0100). A module of its own: the app's first load imports it without zod.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Karachi';
