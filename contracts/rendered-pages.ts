/**
 * How a public page's language is chosen on the server (decision 0093): the address's
 * `?lang=ur` first (the Urdu version's own address, for search engines and shared links), then
 * this cookie (what the browser's user chose, or its last account's language), then the
 * browser's Accept-Language, as the app chooses on a first visit.
 */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'lang';

/**
 * The element of a page the server rendered that holds what the browser takes it over with
 * (decision 0092): JSON, never run.
 */
export const PAGE_DATA_ID = 'page-data';

/** Set while a client or provider is signed in on the browser: pages are left to it. */
export const SIGNED_IN_COOKIE = 'signed_in';
