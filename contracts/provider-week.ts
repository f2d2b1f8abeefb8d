import { z } from 'zod';
import { localDay } from './request-when';

/** How far ahead a day off may be set, in days after the city's today (decision 0078). */
export const DAYS_OFF_MAX_AHEAD = 60;
/** The last minute a day's hours may end at: midnight at the day's end. */
export const DAY_MINUTES = 24 * 60;

/**
 * One weekday's working hours (0 Sunday … 6 Saturday), in minutes after local midnight in the
 * provider's city's zone; both null when the provider does not work that day.
 */
export const weekdayHours = z.object({
  weekday: z.number().int().min(0).max(6),
  opens_minute: z
    .number()
    .int()
    .min(0)
    .max(DAY_MINUTES - 1)
    .nullable(),
  closes_minute: z.number().int().min(1).max(DAY_MINUTES).nullable(),
});
export type WeekdayHours = z.infer<typeof weekdayHours>;

/**
 * `PUT /service-provider/hours`: the whole week, every weekday once, or none at all (no hours:
 * always available).
 */
export const workingHoursBody = z.object({ hours: z.array(weekdayHours).max(7) });
export type WorkingHoursBody = z.infer<typeof workingHoursBody>;

/** The provider's week as read: by weekday (empty: not set), and the zone its minutes are in. */
export const workingHours = z.object({
  hours: z.array(weekdayHours),
  time_zone: z.string(),
});
export type WorkingHours = z.infer<typeof workingHours>;

/** `PUT /service-provider/days-off`: the provider's days off from today on, replacing them. */
export const daysOffBody = z.object({ days: z.array(localDay).max(DAYS_OFF_MAX_AHEAD + 1) });
export type DaysOffBody = z.infer<typeof daysOffBody>;

/** The provider's days off from its city's today on, in order. */
export const daysOff = z.object({
  days: z.array(z.string()),
  /** The city's today: the first day that may be set. */
  today: z.string(),
  time_zone: z.string(),
});
export type DaysOff = z.infer<typeof daysOff>;
