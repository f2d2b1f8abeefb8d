import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  invoice,
  type PendingPaymentPage,
  pendingPaymentPage,
} from '../../../../contracts/billing';
import { apiGet, apiSend } from '../../lib/api-client';
import { cursorPaging, pagePath } from '../../lib/cursor-pages';
import { ADMIN_KEY, adminRetry as retry, useAdminCall } from './admin-call';

export const paymentKeys = {
  pending: [ADMIN_KEY, 'payments', 'pending'] as const,
};

/**
 * Invoices whose provider sent a proof of payment that the admin has not confirmed yet, oldest
 * proof first, a page at a time (`fetchNextPage`).
 */
export function usePendingPayments() {
  const call = useAdminCall();
  return useInfiniteQuery({
    queryKey: paymentKeys.pending,
    ...cursorPaging,
    queryFn: ({ pageParam }) =>
      call(async () =>
        pendingPaymentPage.parse(
          await apiGet<unknown>(pagePath('/admin/pending-payments', pageParam), 'admin'),
        ),
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
      queryClient.setQueryData<InfiniteData<PendingPaymentPage>>(paymentKeys.pending, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((p) => p.payment_id !== paymentId),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: paymentKeys.pending });
    },
    // The list may be stale (e.g. handled in another tab): show what is really waiting.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.pending }),
  });
}
