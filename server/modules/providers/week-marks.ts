import type { Kysely } from 'kysely';
import type { WeekdayHours } from '#contracts/provider-week';
import { addDays, localDayOf, localMinutesOf } from '#contracts/time-zones';
import type { Database } from '../../db/schema';
import { providerTimeZone } from '../requests/request-when';
import * as repo from './week.repo';

/** A provider's week, read once to mark many slots (decision 0078). */
export type Week = { hours: Map<number, WeekdayHours>; daysOff: Set<string> };

/** Days off further back than this are not read: no open request's slot is that old. */
const PAST_DAYS_READ = 7;

/** The provider's hours and its days off around `today` (a day of its city). */
export async function weekOf(db: Kysely<Database>, spId: number, today: string): Promise<Week> {
  const [hours, daysOff] = await Promise.all([
    repo.hoursOf(db, spId),
    repo.daysOffFrom(db, spId, addDays(today, -PAST_DAYS_READ)),
  ]);
  return { hours: new Map(hours.map((h) => [h.weekday, h])), daysOff: new Set(daysOff) };
}

/** The provider's week around its city's today at `now`. */
export async function providerWeek(db: Kysely<Database>, spId: number, now: Date): Promise<Week> {
  return weekOf(db, spId, localDayOf(now, await providerTimeZone(db, spId)));
}

/** A request row's slot in its zone, or null when it has none. */
export const slotOf = (r: {
  slot_start: Date | null;
  slot_end: Date | null;
  time_zone: string;
}): Slot | null =>
  r.slot_start && r.slot_end
    ? { starts_at: r.slot_start, ends_at: r.slot_end, time_zone: r.time_zone }
    : null;

/** The weekday (0 Sunday … 6 Saturday) of a calendar day. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

type Slot = { starts_at: Date; ends_at: Date; time_zone: string };

/**
 * Whether a slot is outside the provider's week: it starts on a day off, or on a weekday the
 * provider does not work, or no minute of it falls within that weekday's hours. A provider
 * with no hours set is outside only on its days off.
 */
export function outsideHours(week: Week, slot: Slot | null): boolean {
  if (slot === null) return false;
  const day = localDayOf(slot.starts_at, slot.time_zone);
  if (week.daysOff.has(day)) return true;
  if (week.hours.size === 0) return false;
  const hours = week.hours.get(weekdayOf(day));
  if (!hours || hours.opens_minute === null || hours.closes_minute === null) return true;
  const starts = localMinutesOf(slot.starts_at, slot.time_zone);
  const ends = starts + (slot.ends_at.getTime() - slot.starts_at.getTime()) / 60_000;
  return !(starts < hours.closes_minute && ends > hours.opens_minute);
}
