import type { Kysely } from 'kysely';
import { ErrorCode } from '#contracts/errors';
import {
  DAYS_OFF_MAX_AHEAD,
  type DaysOff,
  type WeekdayHours,
  type WorkingHours,
} from '#contracts/provider-week';
import { addDays, localDayOf } from '#contracts/time-zones';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, type ErrorText } from '../../lib/errors';
import { providerTimeZone } from '../requests/request-when';
import * as repo from './week.repo';

const invalid = (code: ErrorCode, text: ErrorText) => new AppError(code, 400, text);

/** Why a week or a day off is refused: each its code, words in both languages. */
export const weekErrors = {
  hoursOrder: () => invalid(ErrorCode.weekHoursOrder, 'errors.codes.week.hours_order'),
  hoursHalf: () => invalid(ErrorCode.weekHoursHalf, 'errors.codes.week.hours_half'),
  weekdayTwice: () => invalid(ErrorCode.weekWeekdayTwice, 'errors.codes.week.weekday_twice'),
  incomplete: () => invalid(ErrorCode.weekIncomplete, 'errors.codes.week.incomplete'),
  dayOffPast: () => invalid(ErrorCode.weekDayOffPast, 'errors.codes.week.day_off_past'),
  dayOffTooFar: () =>
    invalid(ErrorCode.weekDayOffTooFar, {
      key: 'errors.codes.week.day_off_too_far',
      params: { days: DAYS_OFF_MAX_AHEAD },
    }),
};

/** A week is every weekday once, or nothing; a day is closed (no hours) or opens before it closes. */
function checkHours(hours: readonly WeekdayHours[]): void {
  const weekdays = new Set(hours.map((h) => h.weekday));
  if (weekdays.size !== hours.length) throw weekErrors.weekdayTwice();
  if (hours.length !== 0 && hours.length !== 7) throw weekErrors.incomplete();
  for (const h of hours) {
    if ((h.opens_minute === null) !== (h.closes_minute === null)) throw weekErrors.hoursHalf();
    if (h.opens_minute !== null && h.closes_minute !== null && h.opens_minute >= h.closes_minute)
      throw weekErrors.hoursOrder();
  }
}

/** The signed-in provider's working hours and days off (issue 29 item 3, decision 0078). */
export function createWeekService(db: Kysely<Database>, clock: Clock) {
  const todayOf = async (spId: number) => {
    const zone = await providerTimeZone(db, spId);
    return { zone, today: localDayOf(clock(), zone) };
  };

  const hours = async (spId: number): Promise<WorkingHours> => ({
    hours: await repo.hoursOf(db, spId),
    time_zone: await providerTimeZone(db, spId),
  });

  const daysOff = async (spId: number): Promise<DaysOff> => {
    const { zone, today } = await todayOf(spId);
    return { days: await repo.daysOffFrom(db, spId, today), today, time_zone: zone };
  };

  return {
    hours,
    daysOff,

    async replaceHours(spId: number, week: readonly WeekdayHours[]): Promise<WorkingHours> {
      checkHours(week);
      const sorted = [...week].sort((a, b) => a.weekday - b.weekday);
      await db.transaction().execute((trx) => repo.replaceHours(trx, spId, sorted));
      return hours(spId);
    },

    /** Replaces the days off from today on; a day before today or too far ahead is refused. */
    async replaceDaysOff(spId: number, days: readonly string[]): Promise<DaysOff> {
      const { today } = await todayOf(spId);
      const last = addDays(today, DAYS_OFF_MAX_AHEAD);
      for (const day of days) {
        if (day < today) throw weekErrors.dayOffPast();
        if (day > last) throw weekErrors.dayOffTooFar();
      }
      const unique = [...new Set(days)].sort();
      await db.transaction().execute((trx) => repo.replaceDaysOff(trx, spId, today, unique));
      return daysOff(spId);
    },
  };
}

export type WeekService = ReturnType<typeof createWeekService>;
