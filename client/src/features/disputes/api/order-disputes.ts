import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Dispute, dispute } from '#contracts/disputes';
import { orderKeys } from '#features/orders/api/orders';
import { apiGet, apiSend, apiUpload } from '#lib/api-client';
import { isStaleRefusal } from '#lib/error-text';

/** Under the orders prefix, so a refresh of the orders refreshes their disputes too. */
export const disputeKeys = {
  ofOrder: (requestId: number) => [...orderKeys.all, 'disputes', requestId] as const,
};

const disputeList = z.array(dispute);

/** An order's disputes, newest first (loads while `enabled`). */
export function useOrderDisputes(requestId: number, enabled: boolean) {
  return useQuery({
    queryKey: disputeKeys.ofOrder(requestId),
    queryFn: () => apiGet(`/orders/${requestId}/disputes`, disputeList),
    enabled,
    staleTime: 30_000,
  });
}

type OpenDispute = {
  requestId: number;
  reason: string;
  file: File | null;
  onProgress: (percent: number) => void;
};

/**
 * POST /orders/{id}/disputes (multipart: `reason`, optional `evidence`), reporting upload
 * progress. The order turns 'disputed', so the orders are fetched again.
 */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, reason, file, onProgress }: OpenDispute) => {
      const form = new FormData();
      form.append('reason', reason);
      if (file) form.append('evidence', file);
      return await apiUpload('POST', `/orders/${requestId}/disputes`, dispute, form, {
        onProgress,
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Dispute[]>(disputeKeys.ofOrder(saved.request_id), (list) => [
        saved,
        ...(list ?? []).filter((d) => d.dispute_id !== saved.dispute_id),
      ]);
    },
    // Opened, or refused because the order moved on: either way the list shows what is true.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST /disputes/{id}/statements: one more statement from the signed-in party. */
export function useAddStatement(requestId: number) {
  const queryClient = useQueryClient();
  const key = disputeKeys.ofOrder(requestId);
  return useMutation({
    mutationFn: ({ disputeId, text }: { disputeId: number; text: string }) =>
      apiSend('POST', `/disputes/${disputeId}/statements`, dispute, { text }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Dispute[]>(key, (list) =>
        list?.map((d) => (d.dispute_id === saved.dispute_id ? saved : d)),
      );
    },
    // Resolved meanwhile: show the resolution (and the order's new status).
    onError: (error) => {
      if (isStaleRefusal(error)) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
