import { useMutation, useQueryClient } from '@tanstack/react-query';
import { order } from '#contracts/orders';
import type { RescheduleAnswer, RescheduleInput } from '#contracts/reschedules';
import { apiSend } from '#lib/api-client';
import { orderKeys } from './orders';

/** What a booking's buttons do (decision 0077), each answered with the order as it is now. */
export type BookingAction =
  | { kind: 'propose'; requestId: number; slot: RescheduleInput }
  | { kind: RescheduleAnswer; requestId: number; changeId: number }
  | { kind: 'cancel'; requestId: number };

function pathOf(action: BookingAction): string {
  const base = `/orders/${action.requestId}`;
  if (action.kind === 'propose') return `${base}/reschedule`;
  if (action.kind === 'cancel') return `${base}/cancel`;
  return `${base}/reschedule/${action.changeId}/${action.kind}`;
}

/** Propose, accept, decline, withdraw a new time, or cancel the booking; the orders refetch. */
export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BookingAction) =>
      apiSend('POST', pathOf(action), order, action.kind === 'propose' ? action.slot : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
