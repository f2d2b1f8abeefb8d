import { describe, expect, it } from 'vitest';
import { agendaRange, daysFrom, mondayOf, todayIn } from './agenda-days';

describe('the agenda’s days', () => {
  it('today is Pakistan’s: 01:30 on 1 December there is still 30 November in UTC', () => {
    expect(todayIn(Date.parse('2026-11-30T20:30:00Z'))).toBe('2026-12-01');
  });

  it('a week runs from Monday, across a month’s and a year’s end', () => {
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(daysFrom('2026-12-28', 7).at(-1)).toBe('2027-01-03');
  });

  it('reads the view and day from the address, today and the day view when missing or bad', () => {
    const today = '2026-12-01';
    expect(agendaRange(new URLSearchParams(''), today)).toEqual({
      view: 'day',
      day: today,
      from: today,
      days: 1,
    });
    expect(agendaRange(new URLSearchParams('view=week&day=2026-12-03'), today)).toMatchObject({
      from: '2026-11-30',
      days: 7,
    });
    expect(agendaRange(new URLSearchParams('day=not-a-day'), today).day).toBe(today);
  });
});
