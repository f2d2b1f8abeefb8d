import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invoice, type PendingPayment, pendingPayment } from '../../../../contracts/billing';
import { apiGet, apiSend } from '../../lib/api-client';
import { ADMIN_KEY, adminRetry as retry, useAdminCall } from './admin-call';

export const paymentKeys = {
  pending: [ADMIN_KEY, 'payments', 'pending'] as const,
};

/** Invoices whose provider sent a proof of payment that the admin has not confirmed yet. */
export function usePendingPayments() {
  const call = useAdminCall();
  return useQuery({
    queryKey: paymentKeys.pending,
    queryFn: () =>
      call(async () =>
        z.array(pendingPayment).parse(await apiGet<unknown>('/getPendingPayments', 'admin')),
      ),
    retry,
  });
}

/** Marks an invoice paid; it leaves the waiting list at once. */
export function useMarkPaid() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      call(async () =>
        invoice.parse(
          await apiSend<unknown>(
            'PUT',
            `/updatePaymentStatus/${paymentId}`,
            { status: 'Paid' },
            'admin',
          ),
        ),
      ),
    onSuccess: (_paid, paymentId) => {
      queryClient.setQueryData<PendingPayment[]>(paymentKeys.pending, (list) =>
        list?.filter((p) => p.payment_id !== paymentId),
      );
      void queryClient.invalidateQueries({ queryKey: paymentKeys.pending });
    },
    // The list may be stale (e.g. handled in another tab): show what is really waiting.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.pending }),
  });
}
