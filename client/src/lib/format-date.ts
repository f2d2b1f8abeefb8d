import { currentIntlLocale, text } from './i18n';

/**
 * Formatters for the current language's locale (made once per locale). A component that
 * formats also reads texts with useTranslation, so it renders again when the language changes.
 */
const made = new Map<string, ReturnType<typeof makeFormats>>();
function makeFormats(locale: string) {
  return {
    day: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
    month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
    dayTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  };
}
function formats() {
  const locale = currentIntlLocale();
  let found = made.get(locale);
  if (!found) {
    found = makeFormats(locale);
    made.set(locale, found);
  }
  return found;
}

function parse(value: string): Date | null {
  // A bare 'YYYY-MM-DD' is a calendar day: read it in local time, not as UTC midnight.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 Mar 2025'-style day; the raw text when it is not a date. */
export function formatDay(value: string): string {
  const date = parse(value);
  return date ? formats().day.format(date) : value;
}

/** 'March 2025'-style month and year; the raw text when it is not a date. */
export function formatMonth(value: string): string {
  const date = parse(value);
  return date ? formats().month.format(date) : value;
}

/** A moment (epoch ms) as '3:05 PM' today, else '12 Mar 2025, 3:05 PM'. */
export function formatMoment(epochMs: number, now: number = Date.now()): string {
  const date = new Date(epochMs);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay ? formats().time.format(date) : formats().dayTime.format(date);
}

/** How long ago a moment (epoch ms) was: 'now', '5 minutes ago', 'yesterday', then the day. */
export function formatAgo(epochMs: number, now: number = Date.now()): string {
  const seconds = Math.round((epochMs - now) / 1000);
  if (Math.abs(seconds) < 45) return text('common.time.justNow');
  const { relative, day } = formats();
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (Math.abs(days) < 7) return relative.format(days, 'day');
  return day.format(new Date(epochMs));
}

/**
 * How long until a future moment (epoch ms): 'in 5 minutes', 'in 3 hours', 'in 2 days';
 * a week or more away, the day and time ('on 12 Mar 2025, 3:05 PM').
 */
export function formatUntil(epochMs: number, now: number = Date.now()): string {
  const minutes = Math.max(1, Math.round((epochMs - now) / 60_000));
  const { relative, dayTime } = formats();
  if (minutes < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 36) return relative.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative.format(days, 'day');
  return text('common.time.onMoment', { moment: dayTime.format(new Date(epochMs)) });
}

/** A moment (epoch ms) as '12 Mar 2025, 3:05 PM'. */
export function formatDayTime(epochMs: number): string {
  return formats().dayTime.format(new Date(epochMs));
}
