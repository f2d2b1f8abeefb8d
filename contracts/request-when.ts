import { z } from 'zod';
import { minutesOf } from './time-zones';

/**
 * When the client wants the job done (issue 29, decision 0074): as soon as possible, any time
 * (flexible), a named part of one day (window), or from one time to another on one day (range).
 * A request filed without saying has none.
 */
export const WHEN_KINDS = ['asap', 'flexible', 'window', 'range'] as const;
export type WhenKind = (typeof WHEN_KINDS)[number];

export const SLOT_WINDOW_NAMES = ['morning', 'afternoon', 'evening'] as const;
export type SlotWindow = (typeof SLOT_WINDOW_NAMES)[number];
/** The windows' local hours: the one place they are written. */
export const SLOT_WINDOWS: Record<SlotWindow, { from: string; to: string }> = {
  morning: { from: '08:00', to: '12:00' },
  afternoon: { from: '12:00', to: '17:00' },
  evening: { from: '17:00', to: '21:00' },
};

/** A from–to time is at least this long. */
export const SLOT_MIN_MINUTES = 30;
/** A day at most this many days after the city's today. */
export const SLOT_MAX_DAYS_AHEAD = 90;
export { DEFAULT_TIME_ZONE } from './default-time-zone';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return at.toISOString().slice(0, 10) === value;
}

/** A calendar day (YYYY-MM-DD), the local day a slot is on. */
export const localDay = z
  .string()
  .refine(isCalendarDay, 'requests.when.errors.badDate')
  .describe('A calendar day, YYYY-MM-DD, in the city’s time zone');
const localTime = z.string().regex(TIME_PATTERN, 'requests.when.errors.badTime');

/** Both ends are times: only then is the length of a from–to time worth a word. */
const bothTimes = (r: { from: string; to: string }) =>
  TIME_PATTERN.test(r.from) && TIME_PATTERN.test(r.to);

/** A from–to time is at least SLOT_MIN_MINUTES long: a request's `range`, an offer's slot. */
export const longEnough = (r: { from: string; to: string }) =>
  !bothTimes(r) || minutesOf(r.to) - minutesOf(r.from) >= SLOT_MIN_MINUTES;
export const TOO_SHORT = { message: 'requests.when.errors.shortRange', path: ['to'] };

/** The fields of a from–to time on one local day. */
export const localSlotFields = { date: localDay, from: localTime, to: localTime };

/** `POST /servicerequestform`'s optional `when`. */
export const requestWhenInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('asap') }),
  z.object({ kind: z.literal('flexible') }),
  z.object({ kind: z.literal('window'), date: localDay, window: z.enum(SLOT_WINDOW_NAMES) }),
  z.object({ kind: z.literal('range'), ...localSlotFields }).refine(longEnough, TOO_SHORT),
]);
export type RequestWhenInput = z.infer<typeof requestWhenInput>;

/**
 * A from–to time on one local day as an offer proposes it (decision 0075): the same rules as a
 * request's `range`.
 */
export const localSlotInput = z.object(localSlotFields).refine(longEnough, TOO_SHORT);
export type LocalSlotInput = z.infer<typeof localSlotInput>;

/** The local day and times a `window` or `range` asks for; null for asap and flexible. */
export function localSlotOf(
  when: RequestWhenInput,
): { date: string; from: string; to: string } | null {
  if (when.kind === 'window') return { date: when.date, ...SLOT_WINDOWS[when.window] };
  if (when.kind === 'range') return { date: when.date, from: when.from, to: when.to };
  return null;
}

/**
 * A request's "when" as every read shows it: the kind, the window's name, the slot as UTC
 * instants (ISO 8601) and the zone of the request's city, which the slot is worded in. Null
 * when the client did not say.
 */
export const requestWhen = z
  .object({
    kind: z.enum(WHEN_KINDS),
    window: z.enum(SLOT_WINDOW_NAMES).optional(),
    starts_at: z.string().optional(),
    ends_at: z.string().optional(),
    time_zone: z.string(),
  })
  .nullable();
export type RequestWhen = NonNullable<z.infer<typeof requestWhen>>;

/** A "when" as a notice stores it (flat values: decision 0062's kind and values). */
export type WhenParams = {
  when_kind: WhenKind;
  when_window?: SlotWindow;
  starts_at?: string;
  ends_at?: string;
  time_zone: string;
};

export function whenParams(when: RequestWhen | null): Partial<WhenParams> {
  if (!when) return {};
  return {
    when_kind: when.kind,
    ...(when.window && { when_window: when.window }),
    ...(when.starts_at && { starts_at: when.starts_at }),
    ...(when.ends_at && { ends_at: when.ends_at }),
    time_zone: when.time_zone,
  };
}

/** The "when" a notice's values hold, or null (none said, or a notice stored before). */
export function whenFromParams(params: Record<string, string | number>): RequestWhen | null {
  const parsed = requestWhen.safeParse({
    kind: params.when_kind,
    window: params.when_window,
    starts_at: params.starts_at,
    ends_at: params.ends_at,
    time_zone: params.time_zone,
  });
  return parsed.success ? parsed.data : null;
}
