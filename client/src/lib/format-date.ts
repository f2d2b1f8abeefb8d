import { DEFAULT_TIME_ZONE } from '#contracts/default-time-zone';
import { drawnText } from './drawn-texts';
import { currentIntlLocale, text } from './i18n';

/**
 * Formatters for the current language's locale (made once per locale). A component that
 * formats also reads texts with useTranslation, so it renders again when the language changes.
 */
const made = new Map<string, ReturnType<typeof makeFormats>>();

/**
 * A time of day. Urdu names the part of the day in Urdu ('5:14 صبح', '5:14 سہ پہر'): with the
 * locale's Latin 'AM'/'PM' the time was an English phrase inside Urdu, and a right-to-left line
 * drew it 'AM 5:14' (walkthrough L5).
 */
const URDU_TIME = { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } as const;

/**
 * Days and months are drawn in the marketplace's zone, not the reader's (decision 0100): a
 * public page is drawn first on the server (UTC) and then in the browser, and both must name
 * the same day, or hydration draws the page again. Times of day stay in the reader's zone.
 */
const DAY_ZONE = { timeZone: DEFAULT_TIME_ZONE } as const;

/**
 * Each formatter is made on its first use: making one costs about a millisecond, several on a
 * phone (the very first far more: decision 0115), and a page that shows one date would
 * otherwise pay for six while it starts.
 */
function makeFormats(locale: string) {
  const urdu = locale.startsWith('ur');
  const made: Partial<Record<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>> = {};
  const once = <T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
    name: string,
    make: () => T,
  ): T => {
    made[name] ??= make();
    return made[name] as T;
  };
  return {
    get day() {
      return once(
        'day',
        () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...DAY_ZONE }),
      );
    },
    get month() {
      return once(
        'month',
        () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', ...DAY_ZONE }),
      );
    },
    get time() {
      return once(
        'time',
        () => new Intl.DateTimeFormat(locale, urdu ? URDU_TIME : { timeStyle: 'short' }),
      );
    },
    get dayTime() {
      return once(
        'dayTime',
        () =>
          new Intl.DateTimeFormat(
            locale,
            urdu
              ? { day: 'numeric', month: 'short', year: 'numeric', ...URDU_TIME }
              : { dateStyle: 'medium', timeStyle: 'short' },
          ),
      );
    },
    /** 'yesterday', 'tomorrow': only a day away, where both languages have a word for it. */
    get relative() {
      return once('relative', () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
    },
    /**
     * '2 days ago', 'in 2 days': with `numeric: 'auto'` Urdu says 'آنے والا پرسوں' ("the
     * coming day after tomorrow") for 'in 2 days', which no one writes (walkthrough L5).
     */
    get counted() {
      return once('counted', () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
    },
  };
}
function formats(locale: string = currentIntlLocale()) {
  let found = made.get(locale);
  if (!found) {
    found = makeFormats(locale);
    made.set(locale, found);
  }
  return found;
}

function parse(value: string): Date | null {
  // A bare 'YYYY-MM-DD' is a calendar day: its noon UTC is that day in the marketplace's zone
  // (UTC+5), wherever the reader is.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 Mar 2025'-style day; the raw text when it is not a date. */
export function formatDay(value: string): string {
  const date = parse(value);
  if (!date) return value;
  const locale = currentIntlLocale();
  return drawnText('day', locale, value, () => formats(locale).day.format(date));
}

/** 'March 2025'-style month and year; the raw text when it is not a date. */
export function formatMonth(value: string): string {
  const date = parse(value);
  if (!date) return value;
  const locale = currentIntlLocale();
  return drawnText('month', locale, value, () => formats(locale).month.format(date));
}

/**
 * A moment (epoch ms) as '3:05 PM' today, else '12 Mar 2025, 3:05 PM'; in `locale`, the current
 * language's by default.
 */
export function formatMoment(epochMs: number, now: number = Date.now(), locale?: string): string {
  const date = new Date(epochMs);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay ? formats(locale).time.format(date) : formats(locale).dayTime.format(date);
}

/** How long ago a moment (epoch ms) was: 'now', '5 minutes ago', 'yesterday', then the day. */
export function formatAgo(epochMs: number, now: number = Date.now(), locale?: string): string {
  const seconds = Math.round((epochMs - now) / 1000);
  if (Math.abs(seconds) < 45) return text('common.time.justNow');
  const { relative, counted, day } = formats(locale);
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return counted.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return counted.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (Math.abs(days) === 1) return relative.format(days, 'day');
  if (Math.abs(days) < 7) return counted.format(days, 'day');
  return day.format(new Date(epochMs));
}

/**
 * How long until a future moment (epoch ms): 'in 5 minutes', 'in 3 hours', 'in 2 days';
 * a week or more away, the day and time ('on 12 Mar 2025, 3:05 PM').
 */
export function formatUntil(epochMs: number, now: number = Date.now(), locale?: string): string {
  const minutes = Math.max(1, Math.round((epochMs - now) / 60_000));
  const { counted, dayTime } = formats(locale);
  if (minutes < 60) return counted.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 36) return counted.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return counted.format(days, 'day');
  return text('common.time.onMoment', { moment: dayTime.format(new Date(epochMs)) });
}

/** A moment (epoch ms) as '12 Mar 2025, 3:05 PM'. */
export function formatDayTime(epochMs: number, locale?: string): string {
  return formats(locale).dayTime.format(new Date(epochMs));
}
