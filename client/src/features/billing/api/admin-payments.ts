import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  invoice,
  type PendingPayment,
  type PendingPaymentPage,
  pendingPaymentPage,
} from '#contracts/billing';
import { ADMIN_KEY, useAdminCall } from '#lib/admin-call';
import { apiGet, apiSend } from '#lib/api-client';
import { cursorPaging, pagePath } from '#lib/cursor-pages';

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
      call(() =>
        apiGet(pagePath('/admin/pending-payments', pageParam), pendingPaymentPage, 'admin'),
      ),
  });
}

/** Takes an invoice off the waiting list at once, then asks the server what really waits. */
function dropFromWaiting(queryClient: QueryClient, paymentId: number) {
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
}

/** Marks an invoice paid; it leaves the waiting list at once. */
export function useMarkPaid() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      call(() =>
        apiSend('PUT', `/updatePaymentStatus/${paymentId}`, invoice, { status: 'Paid' }, 'admin'),
      ),
    onSuccess: (_paid, paymentId) => dropFromWaiting(queryClient, paymentId),
    // The list may be stale (e.g. handled in another tab): show what is really waiting.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.pending }),
  });
}

/**
 * Rejects the proof waiting on an invoice, with the reason the provider will read; the invoice
 * leaves the waiting list at once.
 */
export function useRejectProof() {
  const call = useAdminCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, reason }: { payment: PendingPayment; reason: string }) =>
      call(() =>
        apiSend(
          'POST',
          `/admin/invoices/${payment.payment_id}/reject-proof`,
          invoice,
          // Names the proof on screen: a newer one uploaded meanwhile is not rejected by it.
          { reason, proof_uploaded_at: payment.proof_uploaded_at ?? undefined },
          'admin',
        ),
      ),
    onSuccess: (_invoice, { payment }) => dropFromWaiting(queryClient, payment.payment_id),
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.pending }),
  });
}
