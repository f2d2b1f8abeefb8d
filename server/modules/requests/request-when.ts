import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { ErrorCode } from '#contracts/errors';
import {
  DEFAULT_TIME_ZONE,
  localSlotOf,
  type RequestWhen,
  type RequestWhenInput,
  SLOT_MAX_DAYS_AHEAD,
} from '#contracts/request-when';
import { addDays, localDayOf, zonedInstant } from '#contracts/time-zones';
import type { Database } from '../../db/schema';
import type { RequestWhenColumns } from '../../db/schema-when';
import { AppError } from '../../lib/errors';

type Db = Kysely<Database> | Transaction<Database>;
type StoredWhen = Selectable<RequestWhenColumns>;

/** Why a request's day or slot is refused (decision 0074): each its code, words in both languages. */
export const whenErrors = {
  pastDay: () =>
    new AppError(ErrorCode.requestWhenPastDay, 400, 'errors.codes.request.when_past_day'),
  ended: () => new AppError(ErrorCode.requestWhenEnded, 400, 'errors.codes.request.when_ended'),
  tooFar: () =>
    new AppError(ErrorCode.requestWhenTooFar, 400, {
      key: 'errors.codes.request.when_too_far',
      params: { days: SLOT_MAX_DAYS_AHEAD },
    }),
};

const NOT_SAID: StoredWhen = {
  when_kind: null,
  slot_window: null,
  slot_start: null,
  slot_end: null,
};

/** A city's time zone (the default for a city that is gone: its request is refused anyway). */
export async function cityTimeZone(db: Db, cityId: number): Promise<string> {
  const row = await db
    .selectFrom('cities')
    .select('time_zone')
    .where('city_id', '=', cityId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** The time zone of a provider's city: the zone its feed's days are in. */
export async function providerTimeZone(db: Db, spId: number): Promise<string> {
  const row = await db
    .selectFrom('service_providers as p')
    .innerJoin('cities as ci', 'ci.city_id', 'p.city_id')
    .select('ci.time_zone')
    .where('p.sp_id', '=', spId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/**
 * The columns a new request's `when` is stored as: a slot's local day and hours made UTC
 * instants in its city's zone. Refused (400, nothing stored) when the day is before the city's
 * today at `now`, more than SLOT_MAX_DAYS_AHEAD after it, or the slot has already ended.
 */
export async function whenColumns(
  db: Db,
  cityId: number,
  when: RequestWhenInput | undefined,
  now: Date,
): Promise<StoredWhen> {
  if (!when) return NOT_SAID;
  if (!localSlotOf(when)) return { ...NOT_SAID, when_kind: when.kind };
  return slotColumns(when, await cityTimeZone(db, cityId), now);
}

/** `whenColumns` of a window or a from–to time, in `zone`. */
export function slotColumns(when: RequestWhenInput, zone: string, now: Date): StoredWhen {
  const slot = localSlotOf(when);
  if (!slot) return { ...NOT_SAID, when_kind: when.kind };
  const today = localDayOf(now, zone);
  if (slot.date < today) throw whenErrors.pastDay();
  if (slot.date > addDays(today, SLOT_MAX_DAYS_AHEAD)) throw whenErrors.tooFar();
  const slot_start = zonedInstant(slot.date, slot.from, zone);
  const slot_end = zonedInstant(slot.date, slot.to, zone);
  if (slot_end.getTime() <= now.getTime()) throw whenErrors.ended();
  return {
    when_kind: when.kind,
    slot_window: when.kind === 'window' ? when.window : null,
    slot_start,
    slot_end,
  };
}

/** What a read selects for `whenOf`: the request `r`'s when and its city `ci`'s zone. */
export const WHEN_SELECT = [
  'r.when_kind',
  'r.slot_window',
  'r.slot_start',
  'r.slot_end',
  'ci.time_zone',
] as const;
/** The same, in a query written as SQL. */
export const whenSql = sql`r.when_kind, r.slot_window, r.slot_start, r.slot_end, ci.time_zone`;

/** A stored "when" as reads show it, or null when the client did not say. */
export function whenOf(row: StoredWhen & { time_zone: string }): RequestWhen | null {
  if (!row.when_kind) return null;
  return {
    kind: row.when_kind,
    ...(row.slot_window && { window: row.slot_window }),
    ...(row.slot_start && { starts_at: new Date(row.slot_start).toISOString() }),
    ...(row.slot_end && { ends_at: new Date(row.slot_end).toISOString() }),
    time_zone: row.time_zone,
  };
}

/** Reads minus the columns `whenOf` made `when` of. */
export function withWhen<T extends StoredWhen & { time_zone: string }>(
  row: T,
): Omit<T, keyof StoredWhen | 'time_zone'> & { when: RequestWhen | null } {
  const { when_kind, slot_window, slot_start, slot_end, time_zone, ...rest } = row;
  return { ...rest, when: whenOf({ when_kind, slot_window, slot_start, slot_end, time_zone }) };
}

/** One request's "when", for its notice. */
export async function whenOfRequest(db: Db, requestId: number): Promise<RequestWhen | null> {
  const row = await db
    .selectFrom('service_requests as r')
    .innerJoin('cities as ci', 'ci.city_id', 'r.city_id')
    .select([...WHEN_SELECT])
    .where('r.request_id', '=', requestId)
    .executeTakeFirst();
  return row ? whenOf(row) : null;
}
