import { describe, expect, it, vi } from 'vitest';
import {
  formatAgo,
  formatDay,
  formatDayTime,
  formatMoment,
  formatMonth,
  formatUntil,
} from './format-date';

const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).getTime();
const now = at(27, 9);

/** Latin letters: an English phrase inside an Urdu line, which a right-to-left line reorders. */
const LATIN = /[A-Za-z]/;

describe('times in Urdu', () => {
  it('name the part of the day in Urdu after the time, with no Latin AM/PM (walkthrough L5)', () => {
    expect(formatMoment(at(27, 5, 14), now, 'ur-PK')).toBe('5:14 صبح');
    expect(formatMoment(at(27, 17, 14), now, 'ur-PK')).not.toMatch(LATIN);
    const earlier = formatMoment(at(20, 5, 14), now, 'ur-PK');
    expect(earlier).toMatch(/^20 نومبر، 2026، 5:14 صبح$/);
    expect(formatDayTime(at(20, 21, 5), 'ur-PK')).not.toMatch(LATIN);
  });

  it('stay as they were in English', () => {
    expect(formatMoment(at(27, 5, 14), now, 'en-PK')).toMatch(/^5:14\s?am$/i);
  });
});

describe('how long until and since, in Urdu', () => {
  it('count days in words people write: "in 2 days", not "the coming day after tomorrow" (walkthrough L5)', () => {
    expect(formatUntil(now + 2 * 86_400_000, now, 'ur-PK')).toBe('2 دنوں میں');
    expect(formatUntil(now + 5 * 3_600_000, now, 'ur-PK')).toBe('5 گھنٹے میں');
    expect(formatAgo(now - 2 * 86_400_000, now, 'ur-PK')).toBe('2 دنوں پہلے');
  });

  it('keep the words for a day away, and English as it was', () => {
    expect(formatAgo(now - 86_400_000, now, 'ur-PK')).toBe('گزشتہ کل');
    expect(formatAgo(now - 86_400_000, now, 'en-PK')).toBe('yesterday');
    expect(formatUntil(now + 2 * 86_400_000, now, 'en-PK')).toBe('in 2 days');
    expect(formatAgo(now - 3 * 86_400_000, now, 'en-PK')).toBe('3 days ago');
  });
});

describe('days on public pages (decision 0100)', () => {
  it('are the marketplace’s days (Asia/Karachi), whatever zone draws them', () => {
    const zone = process.env.TZ;
    try {
      // The server's zone: 20:00 UTC on 31 March is already 1 April in Karachi.
      process.env.TZ = 'UTC';
      expect(formatDay('2026-03-31T20:00:00.000Z')).toBe(formatDay('2026-04-01'));
      expect(formatMonth('2026-03-31T20:00:00.000Z')).toMatch(/^April 2026$/);
      // A calendar day is that day, east and west of the marketplace.
      for (const far of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = far;
        expect(formatDay('2026-04-01')).toMatch(/^0?1\W+Apr\W+2026$/);
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('days and months a page came with (decision 0115)', () => {
  it('are drawn as the server drew them, making no format; others are formatted', async () => {
    vi.resetModules();
    const fresh = await import('./format-date');
    const drawn = await import('./drawn-texts');
    // What the server records while it draws the page.
    const recording = drawn.recordDrawnTexts();
    const day = fresh.formatDay('2026-03-12');
    const month = fresh.formatMonth('2026-03-12');
    const texts = recording.stop();
    expect(Object.values(texts)).toEqual([day, month]);

    // A browser whose formats would write them otherwise: the page's texts win.
    vi.resetModules();
    const browser = await import('./format-date');
    (await import('./drawn-texts')).seedDrawnTexts(
      Object.fromEntries(Object.keys(texts).map((key) => [key, `as drawn: ${texts[key]}`])),
    );
    const original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args) {
        made++;
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(browser.formatDay('2026-03-12')).toBe(`as drawn: ${day}`);
      expect(browser.formatMonth('2026-03-12')).toBe(`as drawn: ${month}`);
      expect(made).toBe(0);
      // A day the page did not draw is formatted.
      expect(browser.formatDay('2026-03-13')).toBe(day.replace('12', '13'));
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});
