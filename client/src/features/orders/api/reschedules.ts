import { useMutation, useQueryClient } from '@tanstack/react-query';
import { order } from '#contracts/orders';
import type { RescheduleAnswer, RescheduleInput } from '#contracts/reschedules';
import { ApiError, apiSend } from '#lib/api-client';
import { orderKeys } from './orders';

/**
 * What a booking's buttons do (decision 0077), each answered with the order as it is now. A
 * provider moving its job onto another booked job's time confirms it (`confirm_clash`).
 */
export type BookingAction = { confirm_clash?: true } & (
  | { kind: 'propose'; requestId: number; slot: RescheduleInput }
  | { kind: RescheduleAnswer; requestId: number; changeId: number }
  | { kind: 'cancel'; requestId: number }
);

/** The new time clashes with another of the provider's booked jobs: ask, then send again. */
export const isRescheduleClash = (error: unknown) =>
  error instanceof ApiError && error.code === 'reschedule.clash';

function pathOf(action: BookingAction): string {
  const base = `/orders/${action.requestId}`;
  if (action.kind === 'propose') return `${base}/reschedule`;
  if (action.kind === 'cancel') return `${base}/cancel`;
  return `${base}/reschedule/${action.changeId}/${action.kind}`;
}

function bodyOf(action: BookingAction) {
  const confirmed = action.confirm_clash ? { confirm_clash: true } : {};
  if (action.kind === 'propose') return { ...action.slot, ...confirmed };
  return action.kind === 'accept' && action.confirm_clash ? confirmed : undefined;
}

/** Propose, accept, decline, withdraw a new time, or cancel the booking; the orders refetch. */
export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BookingAction) => apiSend('POST', pathOf(action), order, bodyOf(action)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
