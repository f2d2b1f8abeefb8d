import { useTranslation } from 'react-i18next';
import { intlLocaleOf, isLanguage } from '#locales/languages';

/** Formatters in the reader's language (Urdu's own digits and month names where it has them). */
export function useNumberFormats() {
  const { t, i18n } = useTranslation();
  const locale = intlLocaleOf(isLanguage(i18n.language) ? i18n.language : 'en');
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // The day is a Pakistan calendar day, YYYY-MM-DD: formatted as that day, whatever the zone.
  const dayFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const fullDayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    count: (n: number) => count.format(n),
    percent: (n: number) => percent.format(n),
    day: (day: string) => dayFormat.format(asDate(day)),
    fullDay: (day: string) => fullDayFormat.format(asDate(day)),
    /** A time range in minutes: '10–15 min', or in hours from two hours up ('3–4 h'). */
    range: (from: number, to: number) =>
      to <= 120
        ? t('numbers.range.minutes', { from: count.format(from), to: count.format(to) })
        : t('numbers.range.hours', {
            from: decimal.format(from / 60),
            to: decimal.format(to / 60),
          }),
  };
}

export type NumberFormats = ReturnType<typeof useNumberFormats>;
