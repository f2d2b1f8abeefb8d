import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type FeedbackRequest,
  type Order,
  type OrderStatusChange,
  order,
  providerSummary,
  type ReviewReplyRequest,
} from '../../../../contracts/orders';
import { apiGet, apiSend } from '../../lib/api-client';

/** Query keys of this feature; `all` is the prefix of every one of them. */
export const orderKeys = {
  all: ['orders'] as const,
  client: (clientId: number) => ['orders', 'client', clientId] as const,
  provider: (spId: number) => ['orders', 'provider', spId] as const,
  summary: (spId: number) => ['orders', 'summary', spId] as const,
};

const orderList = z.array(order);

/** The signed-in client's orders, newest first. */
export function useClientOrders(clientId: number) {
  return useQuery({
    queryKey: orderKeys.client(clientId),
    queryFn: async () => orderList.parse(await apiGet<unknown>(`/client/orders/${clientId}`)),
    enabled: clientId > 0,
    // A provider may accept or complete an order meanwhile: look again when the tab returns.
    refetchOnWindowFocus: true,
  });
}

/** The signed-in provider's accepted, completed and cancelled orders, newest first. */
export function useProviderOrders(spId: number) {
  return useQuery({
    queryKey: orderKeys.provider(spId),
    queryFn: async () => orderList.parse(await apiGet<unknown>(`/sp/orders/${spId}`)),
    enabled: spId > 0,
    refetchOnWindowFocus: true,
  });
}

/** The provider's history panel: rating, earnings by window and month, order counts. */
export function useProviderSummary(spId: number) {
  return useQuery({
    queryKey: orderKeys.summary(spId),
    queryFn: async () => providerSummary.parse(await apiGet<unknown>(`/sp/summary/${spId}`)),
    enabled: spId > 0,
  });
}

type StatusChange = { requestId: number } & OrderStatusChange;
const statusChangeKey = ['orders', 'changeStatus'] as const;

/**
 * PUT /client/orders/{id} for the order list under `listKey`: the order takes its new status
 * on screen at once and goes back to what it was when the server refuses. `alsoRefresh` are
 * keys to refetch once the change is saved (e.g. the provider's earnings).
 */
export function useChangeOrderStatus(
  listKey: readonly unknown[],
  alsoRefresh: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  const replace = (saved: Order) =>
    queryClient.setQueryData<Order[]>(listKey, (list) =>
      list?.map((o) => (o.request_id === saved.request_id ? saved : o)),
    );
  return useMutation({
    mutationKey: statusChangeKey,
    mutationFn: async ({ requestId, status }: StatusChange) =>
      order.parse(await apiSend<unknown>('PUT', `/client/orders/${requestId}`, { status })),
    onMutate: async ({ requestId, status }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient
        .getQueryData<Order[]>(listKey)
        ?.find((o) => o.request_id === requestId);
      if (before) {
        const completed_date = status === 'completed' ? new Date().toISOString() : null;
        replace({ ...before, status, completed_date: completed_date ?? before.completed_date });
      }
      return { before };
    },
    // Only this order goes back: another change made meanwhile stays.
    onError: (_error, _change, context) => {
      if (context?.before) replace(context.before);
    },
    onSuccess: replace,
    onSettled: () => {
      // A refetch while another change is still on its way would undo that one on screen.
      if (queryClient.isMutating({ mutationKey: statusChangeKey }) > 1) return;
      return Promise.all(
        [listKey, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** POST /client/feedback: rates a completed order once; the answer replaces it in the list. */
export function useSubmitFeedback(clientId: number) {
  const queryClient = useQueryClient();
  const listKey = orderKeys.client(clientId);
  return useMutation({
    mutationFn: async (body: FeedbackRequest) =>
      order.parse(await apiSend<unknown>('POST', '/client/feedback', body)),
    onSuccess: (saved) => {
      queryClient.setQueryData<Order[]>(listKey, (list) =>
        list?.map((o) => (o.request_id === saved.request_id ? saved : o)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/**
 * POST /sp/reviews/{id}/reply: the provider's one reply to the review of its order; the answer
 * replaces the order in the provider's list.
 */
export function useReplyToReview(spId: number) {
  const queryClient = useQueryClient();
  const listKey = orderKeys.provider(spId);
  return useMutation({
    mutationFn: async ({ requestId, reply }: { requestId: number } & ReviewReplyRequest) =>
      order.parse(await apiSend<unknown>('POST', `/sp/reviews/${requestId}/reply`, { reply })),
    onSuccess: (saved) => {
      queryClient.setQueryData<Order[]>(listKey, (list) =>
        list?.map((o) => (o.request_id === saved.request_id ? saved : o)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
