import { drawnText } from './drawn-texts';
import { currentIntlLocale } from './i18n';

/** One count format per locale, made on its first use (decision 0115). */
const made = new Map<string, Intl.NumberFormat>();

/** A count as the current language writes it: 1234 -> '1,234'. */
export function formatCount(n: number): string {
  const locale = currentIntlLocale();
  return drawnText('count', locale, n, () => {
    let format = made.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(locale);
      made.set(locale, format);
    }
    return format.format(n);
  });
}
