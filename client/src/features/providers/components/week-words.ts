import { DAY_MINUTES } from '#contracts/provider-week';

/** Monday first: the working week as Pakistan reads it (0 is Sunday). */
export const WEEKDAYS_IN_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekday's name in `locale` (29 November 2026 was a Sunday). */
export function weekdayName(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 10, 29 + weekday),
  );
}

/** A calendar day (YYYY-MM-DD) as words: 'Friday, 25 December'. */
export function dayName(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight as a time input's HH:MM (the day's end, 1440, as 00:00). */
export const timeOfMinutes = (minutes: number) =>
  `${pad(Math.floor((minutes % DAY_MINUTES) / 60))}:${pad(minutes % 60)}`;

/** A time input's HH:MM as minutes; a closing time of 00:00 is the day's end. */
export function minutesOfTime(time: string, closing: boolean): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return closing && minutes === 0 ? DAY_MINUTES : minutes;
}
