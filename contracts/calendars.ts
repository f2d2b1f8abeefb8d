import { z } from 'zod';

/**
 * Calendars (issue 29 item 6, decision 0079): an appointment's `.ics` file, and a private feed
 * URL per account that phone calendars subscribe to. The feed's token is shown once, when made.
 */
export const calendarFeedState = z.object({
  /** When the live link was made; null: the account has none. */
  created_at: z.string().nullable(),
});

export const calendarFeedMade = z.object({
  /** The feed's https URL (a calendar app subscribes to it as webcal:). */
  url: z.string(),
  created_at: z.string(),
});

export const calendarFeedRevoked = z.object({ revoked: z.literal(true) });

/** A feed's file name: its token (43 URL-safe characters) then `.ics`. */
export const calendarFeedParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'errors.codes.not_found'),
});

/** The feed's path for a token, under /api. */
export const calendarFeedPath = (token: string) => `/api/calendar-feed/${token}.ics`;
