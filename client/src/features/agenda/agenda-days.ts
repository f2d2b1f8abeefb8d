import { AGENDA_MAX_DAYS } from '#contracts/agenda';
import { DEFAULT_TIME_ZONE, localDay } from '#contracts/request-when';
import { addDays, localDayOf } from '#contracts/time-zones';

export type AgendaView = 'day' | 'week';

/** Today in the agenda's zone (every city's is Pakistan's until one is not). */
export const todayIn = (now: number, zone = DEFAULT_TIME_ZONE) => localDayOf(new Date(now), zone);

/** The Monday of `day`'s week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** What the address asks for (`?view=week&day=2026-12-01`), with today and the day view by default. */
export function agendaRange(params: URLSearchParams, today: string) {
  const view: AgendaView = params.get('view') === 'week' ? 'week' : 'day';
  const asked = params.get('day');
  const day = asked && localDay.safeParse(asked).success ? asked : today;
  const from = view === 'week' ? mondayOf(day) : day;
  const days = view === 'week' ? AGENDA_MAX_DAYS : 1;
  return { view, day, from, days };
}

/** The days from `from` on, `days` of them. */
export const daysFrom = (from: string, days: number) =>
  Array.from({ length: days }, (_, i) => addDays(from, i));
