import type { QuietHours } from '#contracts/alerts';

const DAY = 24 * 60;

export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const clocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes after midnight at `at` on the clocks of `zone`. */
function localMinutes(at: Date, zone: string): number {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(zone, clock);
  }
  const parts = clock.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * When the quiet hours that hold at `at` end, or null when it is not quiet then. A window may
 * cross midnight (22:00-08:00); from = to means none.
 */
export function quietUntil(at: Date, hours: QuietHours | null): Date | null {
  if (!hours) return null;
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === to) return null;
  const now = localMinutes(at, hours.time_zone);
  const quiet = from < to ? now >= from && now < to : now >= from || now < to;
  if (!quiet) return null;
  const wait = (to - now + DAY) % DAY;
  const end = new Date(at.getTime() + wait * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}
