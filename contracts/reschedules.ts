import { z } from 'zod';
import { idString } from './common';
import { LATE_CANCEL_HOURS } from './late-cancellations';
import { localSlotFields, localSlotInput, longEnough, TOO_SHORT } from './request-when';

/**
 * Rescheduling and late cancellation of a booked job (issue 29 item 5, decision 0077).
 *
 * The stated rule: either party may cancel a booked job before it started; a cancellation less
 * than LATE_CANCEL_HOURS before the booked start is late, and a provider's late cancellations
 * of the last LATE_CANCEL_RECORD_DAYS days show on its public page.
 */
export { LATE_CANCEL_HOURS, LATE_CANCEL_RECORD_DAYS } from './late-cancellations';

/**
 * Whether `by` cancelling at `now` the job booked to start at `startsAt` is a late cancellation.
 * A client cancelling once the start has passed while the provider has not set off is answering
 * the late prompt (decision 0076): the provider did not come, so the client is not late.
 */
export function isLateCancellation(
  booked: { starts_at: Date; on_my_way_at: Date | null },
  by: 'clients' | 'serviceproviders',
  now: Date,
): boolean {
  if (by === 'clients' && booked.starts_at <= now && booked.on_my_way_at === null) return false;
  return booked.starts_at.getTime() - now.getTime() < LATE_CANCEL_HOURS * 60 * 60 * 1000;
}

export const RESCHEDULE_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn'] as const;
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number];

/**
 * `POST /api/orders/{requestId}/reschedule`: the new time, a from–to time on one day in the
 * appointment's zone (the rules of a request's from–to time).
 */
export const rescheduleInput = localSlotInput;
export type RescheduleInput = z.input<typeof rescheduleInput>;

/** The provider moves its job onto another booked one's time: asked first (409 reschedule.clash). */
const confirmClash = z.boolean().optional();

/** `POST /api/orders/{requestId}/reschedule`'s body: the new time, and a confirmed clash. */
export const rescheduleRequest = z
  .object({ ...localSlotFields, confirm_clash: confirmClash })
  .refine(longEnough, TOO_SHORT);
export type RescheduleRequest = z.input<typeof rescheduleRequest>;

/** `POST …/reschedule/{changeId}/accept`: an optional body confirms a clash. */
export const acceptRescheduleRequest = z.object({ confirm_clash: confirmClash }).nullable();

export const rescheduleParams = z.object({ requestId: idString, changeId: idString });

/** One proposal of a new time, as the order's history carries it (instants in UTC, ISO). */
export const reschedule = z.object({
  change_id: z.number().int(),
  proposed_by: z.enum(['clients', 'serviceproviders']),
  old_starts_at: z.string(),
  old_ends_at: z.string(),
  new_starts_at: z.string(),
  new_ends_at: z.string(),
  status: z.enum(RESCHEDULE_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Reschedule = z.infer<typeof reschedule>;

/** The answers to a proposal, each a path under it. */
export const RESCHEDULE_ANSWERS = ['accept', 'decline', 'withdraw'] as const;
export type RescheduleAnswer = (typeof RESCHEDULE_ANSWERS)[number];
