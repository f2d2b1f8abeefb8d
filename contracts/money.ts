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

export const toMinorUnits = (amount: number): number => Math.round(amount * 100);
export const fromMinorUnits = (minor: number): number => minor / 100;

/** The product's one display currency. */
export const DEFAULT_CURRENCY = 'PKR';

/**
 * Formats an amount in major units, e.g. 'Rs 1,500.00' for PKR in 'en-PK'; `locale` is the
 * reader's (locales/languages.ts intlLocaleOf).
 */
/** A formatter of amounts in `currency` as `locale` writes them; build once, use often. */
export function moneyFormat(currency: string = DEFAULT_CURRENCY, locale = 'en-PK') {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

export function formatMoney(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  locale = 'en-PK',
): string {
  return moneyFormat(currency, locale).format(amount);
}
