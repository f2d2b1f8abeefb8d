import type { Kysely, Transaction } from 'kysely';
import type { LocalSlotInput } from '#contracts/request-when';
import type { Database } from '../../db/schema';
import {
  bookAppointment as book,
  overlappingAppointments as overlapping,
} from '../appointments/appointment-booking';
import { cityTimeZone, slotColumns, whenOfRequest } from '../requests/request-when';
import { offerErrors } from './offer-errors';

type Db = Kysely<Database> | Transaction<Database>;

/** What an offer stores of the time it proposes: both instants, or neither. */
export type SlotColumns = { slot_start: Date | null; slot_end: Date | null };
const NO_SLOT: SlotColumns = { slot_start: null, slot_end: null };

/**
 * The proposed slot as UTC instants in the request's city's zone, checked exactly as a
 * request's from–to time is (decision 0074's codes: past day, ended, too far): 400, nothing
 * stored.
 */
export async function proposedSlotColumns(
  db: Db,
  cityId: number,
  slot: LocalSlotInput | undefined,
  now: Date,
): Promise<SlotColumns> {
  if (!slot) return NO_SLOT;
  const zone = await cityTimeZone(db, cityId);
  const { slot_start, slot_end } = slotColumns({ kind: 'range', ...slot }, zone, now);
  return { slot_start, slot_end };
}

/**
 * Booking a clash asks first (decision 0075): a provider's time overlapping one of its live
 * appointments is refused 409 offer.slot_clash, naming that job, unless the call confirms it.
 */
export async function refuseClash(
  db: Db,
  spId: number,
  slot: SlotColumns,
  confirmed: boolean | undefined,
): Promise<void> {
  if (confirmed || !slot.slot_start || !slot.slot_end) return;
  const [clash] = await overlapping(db, spId, slot.slot_start, slot.slot_end);
  if (clash) throw offerErrors.slotClash(clash.request_id);
}

/**
 * The time an accepted offer books: its own slot, else the request's when that is a window or
 * a from–to time; null when neither says one.
 */
export async function timeToBook(
  db: Db,
  requestId: number,
  offer: SlotColumns & { time_zone: string },
): Promise<{ starts_at: Date; ends_at: Date; time_zone: string } | null> {
  if (offer.slot_start && offer.slot_end)
    return { starts_at: offer.slot_start, ends_at: offer.slot_end, time_zone: offer.time_zone };
  const when = await whenOfRequest(db, requestId);
  if (!when?.starts_at || !when.ends_at) return null;
  return {
    starts_at: new Date(when.starts_at),
    ends_at: new Date(when.ends_at),
    time_zone: when.time_zone,
  };
}

/**
 * Inside the accept's transaction: checks the time against the provider's booked jobs (when the
 * provider is the one accepting) and books it on the order.
 */
export async function bookAccepted(
  trx: Transaction<Database>,
  o: {
    requestId: number;
    clientId: number;
    spId: number;
    offer: SlotColumns & { time_zone: string };
    /** The provider accepts: it is asked first about a clash. */
    askProvider: boolean;
    confirmClash: boolean | undefined;
  },
  now: Date,
): Promise<void> {
  const time = await timeToBook(trx, o.requestId, o.offer);
  if (!time) return;
  if (o.askProvider)
    await refuseClash(
      trx,
      o.spId,
      { slot_start: time.starts_at, slot_end: time.ends_at },
      o.confirmClash,
    );
  await book(trx, { request_id: o.requestId, sp_id: o.spId, client_id: o.clientId, ...time }, now);
}
