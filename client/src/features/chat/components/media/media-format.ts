import { currentIntlLocale } from '#lib/i18n';

/** '1:05' for 65 000 ms, in the app's language's digits. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const locale = currentIntlLocale();
  const minutes = new Intl.NumberFormat(locale).format(Math.floor(total / 60));
  const seconds = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(total % 60);
  return `${minutes}:${seconds}`;
}
