/**
 * Local days and times of an IANA time zone, as UTC instants and back (decision 0074), with the
 * platform's Intl only: a zone's offset is read from what Intl says the wall clock shows.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let found = partsFormats.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, found);
  }
  return found;
}

/** The wall clock of `zone` at `instant`, read as if it were UTC (epoch ms). */
function wallClockMs(instant: number, zone: string): number {
  const p: Record<string, number> = {};
  for (const part of partsFormat(zone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second);
}

/** Minutes after midnight of an HH:MM time. */
export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes after midnight on the clock of `zone` at `instant`. */
export function localMinutesOf(instant: Date, zone: string): number {
  const DAY_MS = 86_400_000;
  return Math.floor((((wallClockMs(instant.getTime(), zone) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/** How far `zone`'s clock is ahead of UTC at `instant`, in ms. */
const offsetMs = (instant: number, zone: string) =>
  wallClockMs(instant, zone) - Math.floor(instant / 1000) * 1000;

/** Whether Intl knows `zone` (an IANA name such as 'Asia/Karachi'). */
export function isTimeZone(zone: string): boolean {
  try {
    partsFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant when `zone`'s clock shows `time` (HH:MM) on `day` (YYYY-MM-DD). The offset is
 * taken at the guess and checked once at the answer, so a day on which the zone changes its
 * offset is right on either side of the change; a wall time the change skips comes out moved
 * by the size of the change, an ambiguous one as its first occurrence.
 */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d, hh, mm);
  const first = wall - offsetMs(wall, zone);
  const second = wall - offsetMs(first, zone);
  return new Date(second);
}

/** The calendar day (YYYY-MM-DD) `zone`'s clock shows at `instant`. */
export function localDayOf(instant: Date, zone: string): string {
  return new Date(wallClockMs(instant.getTime(), zone)).toISOString().slice(0, 10);
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Where `day` begins and where the next one begins in `zone` (23 or 25 hours on a change). */
export function dayBounds(day: string, zone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(day, '00:00', zone),
    end: zonedInstant(addDays(day, 1), '00:00', zone),
  };
}
