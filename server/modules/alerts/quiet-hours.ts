import { DEFAULT_QUIET_HOURS, type QuietHours } from '#contracts/alerts';
import { localMinutesOf, minutesOf } from '#contracts/time-zones';
import type { SavedQuietHours } from './alerts.repo';

const DAY = 24 * 60;

export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When the quiet hours that hold at `at` end, or null when it is not quiet then. A window may
 * cross midnight (22:00-08:00); from = to means none.
 */
export function quietUntil(at: Date, hours: QuietHours | null): Date | null {
  if (!hours) return null;
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === to) return null;
  const now = localMinutesOf(at, hours.time_zone);
  const quiet = from < to ? now >= from && now < to : now >= from || now < to;
  if (!quiet) return null;
  const wait = (to - now + DAY) % DAY;
  const end = new Date(at.getTime() + wait * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}

/** Saved quiet hours as the settings show them: none saved, the defaults; cleared, none. */
export const quietOf = (saved: SavedQuietHours | undefined): QuietHours | null => {
  if (!saved) return DEFAULT_QUIET_HOURS;
  if (saved.quiet_from === null || saved.quiet_to === null) return null;
  return {
    from: timeOf(saved.quiet_from),
    to: timeOf(saved.quiet_to),
    time_zone: saved.time_zone,
  };
};
