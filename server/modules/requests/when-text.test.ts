import { describe, expect, it } from 'vitest';
import type { RequestWhen } from '#contracts/request-when';
import { whenText } from '#contracts/when-text';
import type { TextKey, TextParams } from '#locales/catalog';
import { intlLocaleOf, type Language } from '#locales/languages';
import { textOf } from '../../lib/i18n';

const tools = (language: Language, now?: string) => ({
  t: (key: TextKey, params?: TextParams) => textOf(language, key, params),
  locale: intlLocaleOf(language),
  now: now ? new Date(now).getTime() : undefined,
});

// 17:00–21:00 on 1 January 2027 in Karachi.
const evening: RequestWhen = {
  kind: 'window',
  window: 'evening',
  starts_at: '2027-01-01T12:00:00.000Z',
  ends_at: '2027-01-01T16:00:00.000Z',
  time_zone: 'Asia/Karachi',
};
const range: RequestWhen = {
  kind: 'range',
  starts_at: '2027-01-01T13:00:00.000Z',
  ends_at: '2027-01-01T14:30:00.000Z',
  time_zone: 'Asia/Karachi',
};
/** 23:59 on 31 December 2026 in Karachi: the evening above is tomorrow's. */
const LAST_MINUTE = '2026-12-31T18:59:00Z';

describe('whenText: a request’s when in the reader’s words', () => {
  it('says "Tomorrow" at 23:59 on 31 December in Karachi, and "Today" a minute later', () => {
    expect(whenText(evening, tools('en', LAST_MINUTE))).toBe('Tomorrow, evening (5–9\u202fpm)');
    expect(whenText(evening, tools('en', '2026-12-31T19:00:00Z'))).toBe(
      'Today, evening (5–9\u202fpm)',
    );
    expect(whenText(evening, tools('ur', LAST_MINUTE))).toBe('کل، شام (5 سے 9 بجے تک)');
  });

  it('names the day when read later, and words a from–to time', () => {
    expect(whenText(evening, tools('en'))).toBe('Fri, 1 Jan, evening (5–9\u202fpm)');
    expect(whenText(range, tools('en', LAST_MINUTE))).toMatch(/^Tomorrow, 6:00\s?–\s?7:30\spm$/);
    const urdu = whenText(range, tools('ur'));
    expect(urdu).toMatch(/^جمعہ، 1 جنوری، 6:00 .+ سے 7:30 .+ تک$/);
    expect(urdu).not.toMatch(/[A-Za-z]/);
  });

  it('words as soon as possible and flexible', () => {
    const asap: RequestWhen = { kind: 'asap', time_zone: 'Asia/Karachi' };
    expect(whenText(asap, tools('en'))).toBe('As soon as possible');
    expect(whenText({ ...asap, kind: 'flexible' }, tools('ur'))).toBe('وقت کی کوئی پابندی نہیں');
  });
});
