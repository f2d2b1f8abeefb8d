import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './request-when';
import { addDays, dayBounds, isTimeZone, localDayOf, zonedInstant } from './time-zones';

const at = (iso: string) => new Date(iso).toISOString();

describe('local days and times of a zone, as UTC instants', () => {
  it('reads Karachi (UTC+5) across midnight, a month’s end and a year’s end', () => {
    expect(zonedInstant('2027-01-01', '00:00', 'Asia/Karachi').toISOString()).toBe(
      at('2026-12-31T19:00:00Z'),
    );
    expect(localDayOf(new Date('2026-12-31T18:59:00Z'), 'Asia/Karachi')).toBe('2026-12-31');
    expect(localDayOf(new Date('2026-12-31T19:00:00Z'), 'Asia/Karachi')).toBe('2027-01-01');
    expect(localDayOf(new Date('2026-11-30T20:30:00Z'), 'Asia/Karachi')).toBe('2026-12-01');
  });

  it('follows a zone’s daylight saving on both sides of the change', () => {
    const ny = 'America/New_York';
    expect(zonedInstant('2027-03-13', '08:00', ny).toISOString()).toBe(at('2027-03-13T13:00:00Z'));
    expect(zonedInstant('2027-03-14', '08:00', ny).toISOString()).toBe(at('2027-03-14T12:00:00Z'));
    expect(zonedInstant('2027-03-14', '01:30', ny).toISOString()).toBe(at('2027-03-14T06:30:00Z'));
    expect(zonedInstant('2027-11-07', '12:00', ny).toISOString()).toBe(at('2027-11-07T17:00:00Z'));
    const short = dayBounds('2027-03-14', ny);
    expect(short.end.getTime() - short.start.getTime()).toBe(23 * 3_600_000);
    const long = dayBounds('2027-11-07', ny);
    expect(long.end.getTime() - long.start.getTime()).toBe(25 * 3_600_000);
  });

  it('reads a zone ahead of UTC by a part hour and one behind it', () => {
    expect(zonedInstant('2026-12-01', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      at('2026-12-01T03:30:00Z'),
    );
    expect(localDayOf(new Date('2026-12-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-30');
  });

  it('counts calendar days over month and year ends and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-01', 90)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('knows real days and zones from others', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-1-01')).toBe(false);
    expect(isTimeZone('Asia/Karachi')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
