import type { RequestWhen } from '#contracts/request-when';
import { whenText } from '#contracts/when-text';
import { currentIntlLocale, text } from '#lib/i18n';

/**
 * A request's "when" in the app's language (decision 0074): 'Tomorrow, evening (5–9 pm)' when
 * `now` is given (a card read now), else with the day named ('Sun, 29 Nov, evening (5–9 pm)').
 */
export function formatWhen(when: RequestWhen, now?: number): string {
  return whenText(when, { t: text, locale: currentIntlLocale(), now });
}
