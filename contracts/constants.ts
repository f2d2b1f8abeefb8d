/** Business constants of spec section 9. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const COPYRIGHT_YEAR = 2024;
