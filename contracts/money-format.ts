// Money as it is counted and shown, without zod (contracts/money.ts keeps the price schema): a
// public page shows prices without building a schema (decision 0112).

export const toMinorUnits = (amount: number): number => Math.round(amount * 100);
export const fromMinorUnits = (minor: number): number => minor / 100;

/** The product's one display currency. */
export const DEFAULT_CURRENCY = 'PKR';

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

/**
 * Formats an amount in major units, e.g. 'Rs 1,500.00' for PKR in 'en-PK'; `locale` is the
 * reader's (locales/languages.ts intlLocaleOf).
 */
export function formatMoney(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  locale = 'en-PK',
): string {
  return moneyFormat(currency, locale).format(amount);
}
