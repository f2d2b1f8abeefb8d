import { currentIntlLocale } from '#lib/i18n';

/**
 * An invoice's month as people say it, in the reader's language: (10, 2026) -> 'October 2026'
 * ('اکتوبر 2026' in Urdu). A component showing it reads texts with useTranslation, so it renders
 * again when the language changes.
 */
export function billingPeriod(month: number, year: number): string {
  return new Intl.DateTimeFormat(currentIntlLocale(), { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
}
