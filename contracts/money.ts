import { z } from 'zod';

/** Largest price a client may offer, in major units (Rs 10 million). */
export const MAX_PRICE = 10_000_000;

/**
 * A price as the API carries it: major units (e.g. 1500.5 for Rs 1,500.50), positive,
 * at most two decimals. The server stores it in minor units (see toMinorUnits).
 */
export const priceAmount = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/)
        .transform(Number),
    ],
    { error: 'chat.price.invalid' },
  )
  .pipe(
    z
      .number({ error: 'chat.price.invalid' })
      .refine((n) => Math.round(n * 100) >= 1, 'chat.price.invalid')
      .max(MAX_PRICE, 'chat.price.tooHigh')
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'chat.price.twoDecimals'),
  );

export {
  DEFAULT_CURRENCY,
  formatMoney,
  fromMinorUnits,
  moneyFormat,
  toMinorUnits,
} from './money-format';
