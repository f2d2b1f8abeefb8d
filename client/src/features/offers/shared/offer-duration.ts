import { OFFER_DURATION_MAX, OFFER_DURATION_MIN } from '#contracts/offer-scope';
import { currentIntlLocale } from '#lib/i18n';

const DAY = 24 * 60;
/** What the "Estimated time" select offers, in minutes: a quarter of an hour to two weeks. */
export const DURATION_CHOICES = [
  15,
  30,
  45,
  60,
  90,
  120,
  180,
  240,
  360,
  480,
  DAY,
  2 * DAY,
  3 * DAY,
  7 * DAY,
  14 * DAY,
].filter((m) => m >= OFFER_DURATION_MIN && m <= OFFER_DURATION_MAX);

const unit = (locale: string, name: 'day' | 'hour' | 'minute', value: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);

/**
 * A duration in minutes in the reader's words and numerals: '2 hours, 30 minutes', '3 days',
 * '۲ گھنٹے اور ۳۰ منٹ' in a locale that writes its own digits (Intl's units and lists).
 */
export function formatDuration(minutes: number, locale: string = currentIntlLocale()): string {
  const days = Math.floor(minutes / DAY);
  const hours = Math.floor((minutes % DAY) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 && unit(locale, 'day', days),
    hours > 0 && unit(locale, 'hour', hours),
    rest > 0 && unit(locale, 'minute', rest),
  ].filter((p): p is string => typeof p === 'string');
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}
