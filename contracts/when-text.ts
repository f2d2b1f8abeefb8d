import type { TextKey, TextParams } from '../locales/catalog';
import type { RequestWhen } from './request-when';
import { addDays, localDayOf } from './time-zones';

/** What wording a "when" needs: the texts and Intl locale of the reader's language. */
export type WhenTextTools = {
  t: (key: TextKey, params?: TextParams) => string;
  /** The Intl locale of the reader's language ('en-PK', 'ur-PK'). */
  locale: string;
  /**
   * Now (epoch ms), when the words are read at once (a card): a slot today or tomorrow says so.
   * Left out where they are read later (an email, a notice): the day is always named.
   */
  now?: number;
};

const made = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, zone: string, shape: 'day' | 'hour' | 'minute' | 'urduTime') {
  const key = `${locale}|${zone}|${shape}`;
  let found = made.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'day'
        ? { weekday: 'short', day: 'numeric', month: 'short' }
        : shape === 'hour'
          ? { hour: 'numeric' }
          : shape === 'minute'
            ? { hour: 'numeric', minute: '2-digit' }
            : // Urdu names the part of the day in Urdu, not 'PM' (as client/src/lib/format-date.ts).
              { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    made.set(key, found);
  }
  return found;
}

/** 'Tomorrow', 'Today', else 'Sun, 29 Nov', the slot's day in its city's zone. */
function dayWords(start: Date, when: RequestWhen, tools: WhenTextTools): string {
  if (tools.now !== undefined) {
    const today = localDayOf(new Date(tools.now), when.time_zone);
    const day = localDayOf(start, when.time_zone);
    if (day === today) return tools.t('requests.when.today');
    if (day === addDays(today, 1)) return tools.t('requests.when.tomorrow');
  }
  return format(tools.locale, when.time_zone, 'day').format(start);
}

/** The bare clock hour (and minutes when not :00) of an instant, '5' or '5:30'. */
function clockNumber(at: Date, tools: WhenTextTools, zone: string): string {
  const parts = format(tools.locale, zone, 'minute').formatToParts(at);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return minute === '00' ? hour : `${hour}:${minute}`;
}

/**
 * The hours of a slot: English shares the am/pm ('5–9 pm'); Urdu, whose part-of-day words
 * differ at each end, says both ends ('5 سے 9 بجے تک' for a window, whose name says the part of
 * the day; '6:00 شام سے 7:30 شام تک' for a range).
 */
export function slotHoursText(
  start: Date,
  end: Date,
  when: Pick<RequestWhen, 'kind' | 'time_zone'>,
  tools: WhenTextTools,
): string {
  const zone = when.time_zone;
  if (tools.locale.startsWith('ur')) {
    if (when.kind === 'window')
      return tools.t('requests.when.windowHours', {
        from: clockNumber(start, tools, zone),
        to: clockNumber(end, tools, zone),
      });
    const time = format(tools.locale, zone, 'urduTime');
    return tools.t('requests.when.rangeHours', { from: time.format(start), to: time.format(end) });
  }
  const shape = when.kind === 'window' ? 'hour' : 'minute';
  return format(tools.locale, zone, shape).formatRange(start, end);
}

/**
 * A request's "when" in the reader's language: 'As soon as possible', 'Flexible',
 * 'Tomorrow, evening (5–9 pm)', 'Sun, 29 Nov, 6:00 – 7:30 pm'. The one wording of it: cards,
 * orders, the chat and the new-request notice all use it.
 */
export function whenText(when: RequestWhen, tools: WhenTextTools): string {
  const { t } = tools;
  if (!when.starts_at || !when.ends_at)
    return when.kind === 'asap' ? t('requests.when.kinds.asap') : t('requests.when.kinds.flexible');
  const start = new Date(when.starts_at);
  const end = new Date(when.ends_at);
  const day = dayWords(start, when, tools);
  const hours = slotHoursText(start, end, when, tools);
  return when.kind === 'window' && when.window
    ? t('requests.when.windowPhrase', {
        day,
        window: t(`requests.when.windowNames.${when.window}`),
        hours,
      })
    : t('requests.when.rangePhrase', { day, hours });
}
