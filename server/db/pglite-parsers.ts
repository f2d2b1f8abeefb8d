const INT8 = 20;
const DATE = 1082;

/**
 * Counts and sums come back as int8: both drivers hand them over as numbers.
 * A `date` stays its `YYYY-MM-DD` text: turning it into a JS Date would shift it by the time zone.
 */
export const pgliteParsers: Record<number, (value: string) => unknown> = {
  [INT8]: (value) => Number(value),
  [DATE]: (value) => value,
};
