import { ErrorCode } from '#contracts/errors';
import { CITY_CHANGE_DAYS } from '#contracts/providers';
import { AppError } from '../../lib/errors';

const WINDOW_MS = CITY_CHANGE_DAYS * 24 * 60 * 60 * 1000;

/** A provider that last moved at or before this moment may move again now. */
export const cityChangeCutoff = (now: Date) => new Date(now.getTime() - WINDOW_MS);

/** When the provider may move to another city again; null when it may now. */
export function cityChangeableAt(lastChange: Date | null, now: Date): Date | null {
  if (lastChange === null) return null;
  const at = new Date(lastChange.getTime() + WINDOW_MS);
  return at > now ? at : null;
}

/** 429 with the days to wait, rounded up (and `Retry-After` in seconds). */
export function cityChangeTooSoon(until: Date, now: Date): AppError {
  const waitMs = Math.max(0, until.getTime() - now.getTime());
  return new AppError(
    ErrorCode.cityChangeTooSoon,
    429,
    {
      key: 'providers.errors.cityChangeTooSoon',
      params: {
        days: CITY_CHANGE_DAYS,
        wait: Math.max(1, Math.ceil(waitMs / (24 * 60 * 60 * 1000))),
      },
    },
    {},
    { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}
