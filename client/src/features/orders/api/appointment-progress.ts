import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointment } from '#contracts/appointments';
import { apiSend } from '#lib/api-client';
import { orderKeys } from './orders';

/** The provider's progress on a booked order, as its route names it. */
export type ProgressStep = 'on-my-way' | 'started';

/** Says "On my way" or "Started" on an order; its pages read the order again after. */
export function useProgressStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, step }: { requestId: number; step: ProgressStep }) =>
      apiSend('POST', `/orders/${requestId}/${step}`, appointment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
